import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithoutRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<typeof RadixVisuallyHidden>;

/** Text for screen readers only (e.g. "unread messages" after a count). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden {...props} />;
}
