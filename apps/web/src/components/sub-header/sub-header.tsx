import { Anchor, Breadcrumbs, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type BreadcrumbRoot, breadcrumbRootFor } from './breadcrumb-root.ts';

export interface Crumb {
  label: string;
  href?: string;
}

export interface SubHeaderProps {
  title: string;
  /** Overrides the trail derived from the route (section root, then the title). */
  breadcrumbs?: readonly Crumb[];
  /** Buttons on the right: Mapa, filter, view toggle, favourites, new, Voltar… */
  actions?: ReactNode;
}

/** The heading band every section page starts with. */
export function SubHeader({ title, breadcrumbs, actions }: SubHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail =
    breadcrumbs ?? defaultTrail(pathname, title, (root) => t(`shell.breadcrumbs.${root}`));

  return (
    <Paper component="section" withBorder radius="md" px="lg" py="md" mb="lg">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h3">
            {title}
          </Title>
          {trail.length > 0 ? (
            <Breadcrumbs aria-label={t('shell.breadcrumbs.label')} separatorMargin={6}>
              {trail.map((crumb) =>
                crumb.href ? (
                  <Anchor
                    key={`${crumb.href}:${crumb.label}`}
                    component={Link}
                    to={crumb.href}
                    size="sm"
                  >
                    {crumb.label}
                  </Anchor>
                ) : (
                  <Text key={`:${crumb.label}`} size="sm" c="dimmed">
                    {crumb.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          ) : null}
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Paper>
  );
}

function defaultTrail(
  pathname: string,
  title: string,
  rootLabel: (root: BreadcrumbRoot) => string,
): Crumb[] {
  const match = breadcrumbRootFor(pathname);
  if (!match) return [];
  const root = { label: rootLabel(match.root), href: match.href };
  return match.isRootPage ? [root] : [root, { label: title }];
}
