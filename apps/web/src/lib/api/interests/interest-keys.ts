import type { InterestTargetKind } from '@oportuna/domain/interests';
import type { QueryParams } from '../../query-string.ts';

/** Every interests query starts with 'interests', so a write refreshes them all. */
export const interestKeys = {
  all: ['interests'] as const,
  list: (side: 'received' | 'sent', params: QueryParams) =>
    ['interests', 'list', side, params] as const,
  openFor: (kind: InterestTargetKind, id: number) => ['interests', 'open-for', kind, id] as const,
  detail: (id: number) => ['interests', 'detail', id] as const,
  messages: (id: number) => ['interests', 'messages', id] as const,
};
