import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/SettingsPage';
import { validateSettingsSearch } from '../../features/settings/settings-search';

export const Route = createFileRoute('/_authed/settings')({
  validateSearch: validateSettingsSearch,
  component: SettingsPage,
});
