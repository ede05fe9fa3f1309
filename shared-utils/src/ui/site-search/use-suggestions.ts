import { useEffect, useState } from 'react';
import { search } from '../../api/search';
import { SEARCH } from '../../constants';
import type { SearchSuggestion } from '../../shapes/search';

export type SuggestionState = { keyword: string; list: SearchSuggestion[]; loading: boolean };

/**
 * The suggestions for what has been typed, asked once typing pauses (SEARCH.debounceMs); an answer for
 * older text is dropped, and a failed call just shows none (the box still searches on Enter).
 */
export function useSuggestions(text: string): SuggestionState {
  const keyword = text.trim().slice(0, SEARCH.keywordMax);
  const [state, setState] = useState<SuggestionState>({ keyword: '', list: [], loading: false });
  useEffect(() => {
    if (!keyword) {
      setState({ keyword: '', list: [], loading: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    const abort = new AbortController();
    const timer = setTimeout(() => {
      search.suggest(keyword, { signal: abort.signal }).then((answer) => {
        if (!abort.signal.aborted) setState({ keyword, list: answer.apiStatus ? answer.list : [], loading: false });
      });
    }, SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [keyword]);
  return state;
}
