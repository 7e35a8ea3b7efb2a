import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage';

/** The dim warm bedtime look, remembered on the device and applied to the whole page while a tale is open. */
export function useBedtime(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readStored('bedtime') === '1');
  useEffect(() => {
    document.documentElement.classList.toggle('bedtime', on);
    return () => document.documentElement.classList.remove('bedtime');
  }, [on]);
  return [
    on,
    (next) => {
      setOn(next);
      writeStored('bedtime', next ? '1' : null);
    },
  ];
}
