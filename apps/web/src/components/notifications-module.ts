// The lazy half of Toasts: a module of its own, so that only the container is
// split off and the store notify() writes to stays with the page.
export { Notifications as default } from '@mantine/notifications';
