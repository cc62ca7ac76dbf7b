import { z } from 'zod';
import { BENEFIT_TYPES } from './benefit-type.ts';
import { CUSTOMER_TYPES } from './customer-type.ts';
import { DEMOGRAPHIC_INDICATOR_KEYS } from './demographic-indicator.ts';
import { FAVORITE_ENTITIES } from './favorite-entity.ts';
import { FILE_KINDS } from './file-kind.ts';
import { MULTIMEDIA_TYPES } from './multimedia-type.ts';
import { NOTIFICATION_CATEGORIES } from './notification-category.ts';
import { PROJECT_CATEGORIES } from './project-category.ts';
import { PROPOSAL_STATUSES } from './proposal-status.ts';
import { PROPOSAL_TYPES } from './proposal-type.ts';
import { ROLES } from './role.ts';
import { SORT_ORDERS } from './sort-order.ts';

// Apart from the lists and labels, so that a screen showing a label does not load zod.
export const benefitTypeSchema = z.enum(BENEFIT_TYPES);
export const customerTypeSchema = z.enum(CUSTOMER_TYPES);
export const demographicIndicatorKeySchema = z.enum(DEMOGRAPHIC_INDICATOR_KEYS);
export const favoriteEntitySchema = z.enum(FAVORITE_ENTITIES);
export const fileKindSchema = z.enum(FILE_KINDS);
export const multimediaTypeSchema = z.enum(MULTIMEDIA_TYPES);
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export const projectCategorySchema = z.enum(PROJECT_CATEGORIES);
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export const proposalTypeSchema = z.enum(PROPOSAL_TYPES);
export const roleSchema = z.enum(ROLES);
export const sortOrderSchema = z.enum(SORT_ORDERS);
