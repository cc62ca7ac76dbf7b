import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ProductLogoProps {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  withWordmark?: boolean;
}

/** The Oportuna mark (the favicon's drawing) with its name beside it. */
export function ProductLogo({ size = 32, withWordmark = true }: ProductLogoProps) {
  const { t } = useTranslation();
  return (
    <Group gap={size / 4} wrap="nowrap">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 32 32"
        width={size}
        height={size}
        role="img"
        aria-label={t('shell.logoAlt')}
      >
        <rect width="32" height="32" rx="7" fill="#1c5fa8" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="3.5" />
        <path d="M19.5 12.5 25 7" stroke="#f2b705" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      {withWordmark ? (
        <Text component="span" fw={700} fz={size * 0.62} c="brand.7" lh={1} aria-hidden>
          {t('shell.productName')}
        </Text>
      ) : null}
    </Group>
  );
}
