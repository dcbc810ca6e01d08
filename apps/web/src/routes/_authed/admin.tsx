import { createFileRoute } from '@tanstack/react-router';
import { validateAdminSearch } from '../../features/admin/admin-search';
import { ModerationPage } from '../../features/admin/ModerationPage';

/** `/admin` (logged-in only, through the _authed layout): admins moderate comments (issue 13). */
export const Route = createFileRoute('/_authed/admin')({
  validateSearch: validateAdminSearch,
  component: ModerationPage,
});
