import { users } from '../../db/schema/index.js';

/** A user as screens and exports show it: never the password hash. */
export const userProfileColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  surname: users.surname,
  email: users.email,
  enabled: users.enabled,
};
