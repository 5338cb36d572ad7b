import { useSession } from 'shared-api';
import { Button, EmptyState } from 'shared-ui';

/** What a signed-out visitor sees on a messaging route: the shell's sign-in dialog is one click away. */
export function SignInPrompt({ title }: { title: string }) {
  const openSignIn = useSession((s) => s.openSignIn);
  return (
    <EmptyState
      headingLevel={2}
      title={title}
      action={<Button onClick={() => openSignIn(title)}>Sign In</Button>}
    />
  );
}
