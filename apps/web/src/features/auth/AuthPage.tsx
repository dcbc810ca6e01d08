import { Grid, Paper, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { AuthIllustration } from './AuthIllustration';
import type { AuthTab } from './auth-search';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { useCurrentUser } from './useCurrentUser';

const route = getRouteApi('/auth');

/** /auth: Login and Register tabs beside an image panel on large screens. */
export function AuthPage() {
  const { tab = 'login', redirect } = route.useSearch();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();

  const router = useRouter();

  // Already logged in, or just logged in / registered: leave for the page
  // that sent us here, or home.
  useEffect(() => {
    if (user) router.history.replace(redirect ?? '/');
  }, [user, redirect, router]);

  if (isLoading || user) return <CenteredLoader label="Loading session" />;

  const setTab = (value: string | null) => {
    const next: AuthTab = value === 'register' ? 'register' : 'login';
    void navigate({
      to: '/auth',
      search: { tab: next === 'register' ? 'register' : undefined, redirect },
      replace: true,
    });
  };

  return (
    <Grid gap="xl" align="stretch">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
          <Title order={1} size="h2">
            {tab === 'register' ? 'Create your account' : 'Welcome back'}
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            {tab === 'register'
              ? 'Join researchers sharing the ideas they will not pursue.'
              : 'Log in to submit ideas, rate, comment and keep favorites.'}
          </Text>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="login">Login</Tabs.Tab>
              <Tabs.Tab value="register">Register</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <LoginForm />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              <RegisterForm />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }} visibleFrom="md">
        <AuthIllustration />
      </Grid.Col>
    </Grid>
  );
}
