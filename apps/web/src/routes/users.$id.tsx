import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/ProfilePage';
import { parseId } from '../lib/parse-id';

export const Route = createFileRoute('/users/$id')({
  component: function ProfileRoute() {
    const { id } = Route.useParams();
    return <ProfilePage userId={parseId(id)} />;
  },
});
