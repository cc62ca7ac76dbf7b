import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncateWords } from './truncate-words.ts';

/** A description cut at 70 words, with 'Ver mais' / 'Fechar'. */
export function TruncatedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const cut = truncateWords(text);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {expanded || !cut.truncated ? text : cut.text}{' '}
      {cut.truncated ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('locality.close') : t('locality.seeMore')}
        </Anchor>
      ) : null}
    </Text>
  );
}
