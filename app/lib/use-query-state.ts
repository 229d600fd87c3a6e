import { useCallback } from "react";
import { useSearchParams } from "react-router";

export interface QueryStateOptions {
  /**
   * Replace the current history entry instead of adding one: for values that change on every
   * keystroke, such as search text, so that Back leaves the page state the visitor chose.
   */
  replace?: boolean;
}

/**
 * One filter value kept in the URL query, so that reload, Back/Forward and a shared link restore
 * it. The default value is never written to the URL. Changing it keeps the scroll position.
 * The server renders an address with a query per request (prerendered HTML holds only the
 * plain address), so the value is read from the URL on the server and in the browser alike.
 */
export function useQueryState(
  key: string,
  defaultValue: string,
  { replace = false }: QueryStateOptions = {},
): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(key) ?? defaultValue;

  const setValue = useCallback(
    (next: string) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === defaultValue) params.delete(key);
          else params.set(key, next);
          return params;
        },
        { replace, preventScrollReset: true },
      );
    },
    [key, defaultValue, replace, setSearchParams],
  );

  return [value, setValue];
}

/** Removes the given keys from the URL query at once (a "Clear Filters" button). */
export function useClearQuery(keys: readonly string[]): () => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(() => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of keys) params.delete(key);
        return params;
      },
      { preventScrollReset: true },
    );
  }, [keys, setSearchParams]);
}
