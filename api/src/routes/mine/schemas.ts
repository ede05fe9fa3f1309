import { Type } from '@sinclair/typebox';

/** Request schemas of the mine area (its answers are shapes of @campus/shared-utils/shapes). */
export const FavouriteKind = Type.Union([Type.Literal('position'), Type.Literal('company')], { description: 'what is favourited' });
