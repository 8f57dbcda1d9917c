// The channel's templates on the simulator page: read once the channel is known and again whenever
// one changes (the page's socket says so), keeping only the answer of the latest read.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Template } from '@atende/contract';
import { loadTemplates, type SimulatorAccess } from './api/simulator-api';

export function useSimulatorTemplates(access: SimulatorAccess | null): { templates: Template[]; failed: boolean; reload: () => void } {
  const [templates, setTemplates] = useState<Template[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(() => {
    if (!access) return;
    const ticket = ++latest.current;
    loadTemplates(access)
      .then((list) => {
        if (ticket !== latest.current) return;
        setTemplates(list);
        setFailed(false);
      })
      .catch(() => {
        if (ticket === latest.current) setFailed(true);
      });
  }, [access]);

  useEffect(() => {
    reload();
  }, [reload]);

  return { templates, failed, reload };
}
