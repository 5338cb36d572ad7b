import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from 'shared-ui';
import type { SafetyDialog } from './safety-dialogs';
import styles from './safety.module.css';

const SafetyDialogs = lazy(() => import('./safety-dialogs'));

export interface SafetyActionsProps {
  uid: string;
  name: string;
  conversationId: string;
  onBlocked: () => void;
}

/**
 * 'Report' and 'Block' in the chat's header. The dialogs are mounted (and their code fetched) on
 * the first click only; after that they stay mounted so closing animates. The dialogs have no
 * Radix trigger, so focus is given back here: to the button that opened the one that closed.
 */
export function SafetyActions({ uid, name, conversationId, onBlocked }: SafetyActionsProps) {
  const [open, setOpen] = useState<SafetyDialog>(null);
  const [used, setUsed] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);
  const blockButton = useRef<HTMLButtonElement>(null);
  const change = (dialog: SafetyDialog) => {
    if (dialog) setUsed(true);
    else {
      const opener = open === 'block' ? blockButton : reportButton;
      // After the dialog's own close handling, which would leave focus on the page's body.
      setTimeout(() => opener.current?.focus(), 0);
    }
    setOpen(dialog);
  };
  return (
    <div className={styles.actions}>
      <Button
        ref={reportButton}
        variant="ghost"
        size="sm"
        onClick={() => change('report')}
        aria-haspopup="dialog"
      >
        Report
      </Button>
      <Button
        ref={blockButton}
        variant="ghost"
        size="sm"
        onClick={() => change('block')}
        aria-haspopup="dialog"
      >
        Block
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SafetyDialogs
            open={open}
            onOpenChange={change}
            uid={uid}
            name={name}
            conversationId={conversationId}
            onBlocked={onBlocked}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
