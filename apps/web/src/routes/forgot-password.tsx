import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { validateForgotSearch } from '../features/password-reset/forgot-search';

/** Forgot password, from the Login tab (`?username=` starts the field with what was typed there). */
export const Route = createFileRoute('/forgot-password')({
  validateSearch: validateForgotSearch,
  component: ForgotPasswordPage,
});
