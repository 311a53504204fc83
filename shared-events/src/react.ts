import { useEffect, useState } from 'react';
import type { PayloadOf, StateName } from './events';
import { getBus } from './bus';

/** The latest value of a state channel, for React components (undefined until published). */
export function useBusState<N extends StateName>(name: N): PayloadOf<N> | undefined {
  const [value, setValue] = useState<PayloadOf<N> | undefined>(undefined);
  useEffect(() => {
    const sub = getBus().state(name).subscribe(setValue);
    return () => sub.unsubscribe();
  }, [name]);
  return value;
}
