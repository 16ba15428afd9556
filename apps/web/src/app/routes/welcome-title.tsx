import { PageHeader } from '../../components/page-header';
import { useMyUser } from '../../features/users/api/get-my-user';

/** The page title of an area's home, greeting the logged-in user by name. */
export function WelcomeTitle({ title }: { title: string }) {
  const { data: user } = useMyUser();
  return <PageHeader title={title} description={user ? `Hola, ${user.name}.` : undefined} />;
}
