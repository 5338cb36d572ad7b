import { useMemo } from 'react';
import { CHAT_SAFETY_ADVICE, safetyConcerns } from 'shared-api/messages';
import { InfoIcon } from 'shared-ui';
import styles from './message-bubble.module.css';

/** 'Be careful: this message asks for money outside the site and has a link to another site.' */
export function safetyLead(says: string[]): string {
  const list =
    says.length <= 1 ? (says[0] ?? '') : `${says.slice(0, -1).join(', ')} and ${says.at(-1)}`;
  return `Be careful: this message ${list}.`;
}

/**
 * Under a message from the other person that asks to pay outside the site or before a viewing, or
 * links elsewhere: a calm note for the reader. The sender sees nothing and nothing is blocked.
 */
export function SafetyNote({ content }: { content: string }) {
  const concerns = useMemo(() => safetyConcerns(content), [content]);
  if (concerns.length === 0) return null;
  return (
    <p className={styles.safety} role="note">
      <InfoIcon size={16} />
      <span>
        {safetyLead(concerns.map((c) => c.says))} {CHAT_SAFETY_ADVICE}
      </span>
    </p>
  );
}
