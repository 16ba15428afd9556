import { PageHeader } from '../../components/page-header';
import { useMyUser } from '../../features/users/api/get-my-user';

/** The page title of an area's home, greeting the logged-in user by name (and naming their company, if given). */
export function WelcomeTitle({ title, organisation }: { title: string; organisation?: string }) {
  const { data: user } = useMyUser();
  const greeting = user ? `Hola, ${user.name}.` : undefined;
  return <PageHeader title={title} description={organisation && greeting ? `${greeting} ${organisation}` : greeting} />;
}
