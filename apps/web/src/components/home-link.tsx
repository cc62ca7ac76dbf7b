import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { paths } from '../lib/paths.ts';

type Common = { children: ReactNode; 'aria-label'?: string };

/**
 * A link to the start page. Inside the router it navigates in place; outside it (the last
 * error boundary) it loads the page afresh.
 */
export function HomeLink(props: Common & AnchorProps) {
  const home = paths.home.getHref();
  return useInRouterContext() ? (
    <Anchor component={Link} to={home} {...props} />
  ) : (
    <Anchor component="a" href={home} {...props} />
  );
}

/** The same, drawn as a button. */
export function HomeButton(props: Common & ButtonProps) {
  const home = paths.home.getHref();
  return useInRouterContext() ? (
    <Button component={Link} to={home} {...props} />
  ) : (
    <Button component="a" href={home} {...props} />
  );
}
