import { Avatar, type MantineSize } from '@mantine/core';

interface LetterAvatarProps {
  name: string;
  src?: string | null;
  size?: MantineSize | number;
}

/**
 * A picture, or when there is none (or it fails to load) a coloured block with the first
 * letter of the name; the colour is derived from the name, so it stays the same everywhere.
 */
export function LetterAvatar({ name, src, size = 'md' }: LetterAvatarProps) {
  const letter = name.trim().charAt(0).toLocaleUpperCase('pt-BR');
  return (
    <Avatar
      src={src ?? null}
      alt={name}
      name={name}
      color="initials"
      variant="filled"
      radius="sm"
      size={size}
    >
      {letter}
    </Avatar>
  );
}
