import { z } from 'zod';

// Body fields of the operators' api; messages are message keys (see @tp/shared/validation).

/** Text that must not be empty, up to `max` characters once trimmed. */
export const text = (max: number) => z.string('requiredItem').trim().min(1, 'requiredItem').max(max, 'tooLong');

/** An http(s) link or a path of this site; never another scheme, nor `//host` (another origin). */
export const link = z.string('requiredItem').trim().max(1000, 'tooLong').regex(/^(https?:\/\/[^\s<>"]+|\/(?![/\\])[^\s<>"]*)$/i, 'invalidUrl');
