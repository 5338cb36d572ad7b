import { MapPinIcon, MenuIcon } from 'shared-ui';
import type { ResultsView } from './use-results-view';
import styles from './view-switch.module.css';

/**
 * The phone's 'Map' / 'List' pill, floating at the bottom centre over the results (the housing apps'
 * pattern). It names the view it leads to, so it carries no pressed state: its name changing is the
 * news, read out where the focus stays.
 */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const next = view === 'map' ? 'list' : 'map';
  return (
    <button
      type="button"
      className={styles.pill}
      data-view-switch={next}
      onClick={() => onChange(next)}
    >
      {next === 'map' ? <MapPinIcon size={18} /> : <MenuIcon size={18} />}
      {next === 'map' ? 'Map' : 'List'}
    </button>
  );
}
