import type ConversationListComponent from 'mf_messaging/ConversationList';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { Link } from 'react-router';
import { loadFederatedModule, reportFederatedError } from 'shared-api';
import { Button, ErrorMessage, RemoteErrorBoundary, Spinner } from 'shared-ui';
import styles from './remote-conversation-list.module.css';

export const CONVERSATION_LIST_ID = 'mf_messaging/ConversationList';

type ConversationListProps = ComponentProps<typeof ConversationListComponent>;
export type ConversationListModule = { default: ComponentType<ConversationListProps> };
export type ConversationListLoader = () => Promise<ConversationListModule>;

/**
 * The real loader: the shell's federation runtime knows the remote URLs from /app-config.json and
 * is plugged into shared-api (`loadFederatedModule`). Running alone (the harness) nothing is plugged
 * in, so the tab shows its retry panel and the link to /messages.
 */
export const loadConversationList: ConversationListLoader = async () => {
  const module = await loadFederatedModule<ConversationListModule>(CONVERSATION_LIST_ID);
  if (!module?.default) throw new Error(`${CONVERSATION_LIST_ID} could not be loaded`);
  return module;
};

/** Lets tests and stories swap the loader without mocking modules. */
export const ConversationListLoaderContext =
  createContext<ConversationListLoader>(loadConversationList);

/**
 * The profile's Messages tab: messaging's ConversationList, loaded at run time. If mf-messaging is
 * unreachable the rest of the profile keeps working and this panel offers a retry and the link.
 */
export function RemoteConversationList({ loader }: { loader?: ConversationListLoader }) {
  const contextLoader = useContext(ConversationListLoaderContext);
  const load = loader ?? contextLoader;
  // A lazy component remembers its failed promise, so every retry makes a fresh one.
  const [remote, setRemote] = useState(() => ({ attempt: 0, List: lazy(load) }));
  const retry = () => setRemote((r) => ({ attempt: r.attempt + 1, List: lazy(load) }));
  const RemoteList = remote.List;

  return (
    <RemoteErrorBoundary
      label="The messaging remote"
      resetKey={remote.attempt}
      onRetry={retry}
      onError={(error) => reportFederatedError(CONVERSATION_LIST_ID, error)}
      fallback={(retryNow) => (
        <div className={styles.fallback}>
          <ErrorMessage title="Messages could not be loaded" onRetry={retryNow}>
            The messaging service is unavailable right now. You can still open your messages from
            the Messages page.
          </ErrorMessage>
          <Button asChild variant="secondary">
            <Link to="/messages">Go to Messages</Link>
          </Button>
        </div>
      )}
    >
      <Suspense fallback={<Spinner label="Loading messages..." showLabel centered />}>
        <RemoteList />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
