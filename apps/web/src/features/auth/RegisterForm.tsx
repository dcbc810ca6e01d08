import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { MESSAGES, registerForm, registerFormToInput } from '@thisoneforfree/contracts';
import { fieldIssues, statusErrorMessage } from '../../lib/errors';
import { focusAfterRender } from '../../lib/keep-focus';
import { notify } from '../../lib/notify';
import {
  EMPTY_REGISTER_VALUES,
  SERVER_FIELD_TO_FORM,
  validateRegister,
  type RegisterValues,
} from './register-validation';
import { useRegister } from './useSession';

export interface RegisterFormProps {
  /** Called after the user is stored; the page then leaves /auth by itself. */
  onSuccess?: () => void;
}

/** The Register tab (SPEC §2, §5). */
export function RegisterForm({ onSuccess }: RegisterFormProps = {}) {
  const register = useRegister();
  const form = useForm<RegisterValues>({
    initialValues: EMPTY_REGISTER_VALUES,
    validate: validateRegister,
    validateInputOnBlur: true,
  });

  const formElement = useRef<HTMLFormElement>(null);
  // After a refused submit the first field in error takes the focus (it may be above the fold).
  const focusFirstError = () =>
    focusAfterRender(() =>
      formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]'),
    );

  const submit = form.onSubmit((values) => {
    const input = registerFormToInput(registerForm.parse(values));
    register.mutate(input, {
      onSuccess: (user) => {
        notify.success(
          'Welcome to This One for Free',
          `We sent a verification link to ${user.email}.`,
        );
        onSuccess?.();
      },
      onError: (error) => {
        const errors: Partial<Record<keyof RegisterValues, string>> = {};
        for (const [path, message] of Object.entries(fieldIssues(error))) {
          const field = SERVER_FIELD_TO_FORM[path];
          if (field) errors[field] = message;
        }
        form.setErrors(errors);
        focusFirstError();
        notify.error(MESSAGES.toasts.registrationFailed, statusErrorMessage(error));
      },
    });
  }, focusFirstError);

  const field = (name: keyof RegisterValues) => form.getInputProps(name);

  return (
    <form ref={formElement} onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            key={form.key('firstName')}
            {...field('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            key={form.key('lastName')}
            {...field('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          key={form.key('username')}
          {...field('username')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...field('email')}
          />
          <TextInput
            label="Confirm email"
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('confirmEmail')}
            {...field('confirmEmail')}
          />
        </SimpleGrid>
        <TextInput
          label="ORCID ID"
          description="Optional"
          placeholder="0000-0000-0000-0000"
          autoComplete="off"
          key={form.key('orcidId')}
          {...field('orcidId')}
        />
        <TextInput
          label="Institution"
          autoComplete="organization"
          withAsterisk
          key={form.key('institution')}
          {...field('institution')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...field('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirmPassword')}
            {...field('confirmPassword')}
          />
        </SimpleGrid>
        <Group mt="xs">
          <Button type="submit" loading={register.isPending} fullWidth>
            Register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
