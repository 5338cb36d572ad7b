import type * as z from 'zod/mini';
import { savedSearchAlertsSchema } from '../saved-searches/saved-search.dto';

/**
 * `GET`/`PUT /user/message-alerts`: whether messages left unread are e-mailed to the recipient
 * (on by default; the e-mail's unsubscribe link turns it off). The same shape and message as the
 * saved-search digest's setting (`{ email }`, 'Please choose whether to get e-mails'), so it is that
 * schema: nothing more in every page's first load.
 */
export const messageAlertsSchema = savedSearchAlertsSchema;
export type MessageAlerts = z.infer<typeof messageAlertsSchema>;
