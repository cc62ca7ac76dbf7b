import { Image, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductLogo } from '../../components/product-logo.tsx';
import { paths } from '../../lib/paths.ts';

interface HeaderLogoProps {
  customer: { name: string; logo: string | null } | null;
}

/** The customer's logo when it has one (whitelabel), else the product's; both lead to /. */
export function HeaderLogo({ customer }: HeaderLogoProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const logo = customer?.logo && customer.logo !== failedSrc ? customer.logo : null;

  return (
    <UnstyledButton
      component={Link}
      to={paths.home.getHref()}
      aria-label={t('shell.homeLink', {
        name: logo && customer ? customer.name : t('shell.productName'),
      })}
    >
      {logo && customer ? (
        <Image
          src={logo}
          // The link's own name says whose page it leads to: the picture adds nothing to it.
          alt=""
          h={40}
          w="auto"
          maw={180}
          fit="contain"
          onError={() => setFailedSrc(logo)}
        />
      ) : (
        <ProductLogo size={32} />
      )}
    </UnstyledButton>
  );
}
