import { useCallback, useEffect } from "react";
import { useSearchParams, type SetURLSearchParams } from "react-router";

/**
 * The query the last change wrote, until the page has rendered it. React Router hands each
 * change the query of the last render, so two changes made before the page re-renders (a typed
 * search and a pressed chip in quick succession) would each drop the other's;
 * a change builds on this one instead. One URL per page, so one value for the module.
 */
let unrendered: URLSearchParams | undefined;

function changeQuery(
  setSearchParams: SetURLSearchParams,
  change: (params: URLSearchParams) => void,
  options: { replace?: boolean },
) {
  setSearchParams(
    (rendered) => {
      const params = new URLSearchParams(unrendered ?? rendered);
      change(params);
      unrendered = params;
      return params;
    },
    { ...options, preventScrollReset: true },
  );
}

/** Forgets the unrendered query once a render has the URL's query (written here or not). */
function useRenderedQuery(searchParams: URLSearchParams) {
  useEffect(() => {
    unrendered = undefined;
  }, [searchParams]);
}

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

  useRenderedQuery(searchParams);

  const setValue = useCallback(
    (next: string) =>
      changeQuery(
        setSearchParams,
        (params) => {
          if (next === defaultValue) params.delete(key);
          else params.set(key, next);
        },
        { replace },
      ),
    [key, defaultValue, replace, setSearchParams],
  );

  return [value, setValue];
}

/** Removes the given keys from the URL query at once (a "Clear Filters" button). */
export function useClearQuery(keys: readonly string[]): () => void {
  const [searchParams, setSearchParams] = useSearchParams();
  useRenderedQuery(searchParams);
  return useCallback(
    () =>
      changeQuery(
        setSearchParams,
        (params) => {
          for (const key of keys) params.delete(key);
        },
        {},
      ),
    [keys, setSearchParams],
  );
}
