import { z } from 'zod';

const count = z.number().int().nonnegative();

/** Shape of every list answer; `available_ordering` names the keys accepted in `sort[key]`. */
export function listResponse<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    total: count,
    total_without_filter: count,
    available_ordering: z.array(z.string()),
  });
}

export interface ListResponse<Item> {
  data: Item[];
  total: number;
  total_without_filter: number;
  available_ordering: string[];
}
