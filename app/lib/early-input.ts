/**
 * What a visitor does inside a widget's server HTML before the widget's code has arrived, kept
 * and handed to the widget once it has hydrated. Links work on their own and are left alone;
 * text typed stays in the fields by itself, but React took it for the fields' starting value
 * when it hydrated, so it is typed in again for React to see.
 *
 * The listeners sit on the window, in the capture phase: React's own listeners on the document
 * stop the propagation of events aimed at HTML it has not hydrated yet, so a listener on the
 * widget would never hear them.
 */
export interface EarlyInput {
  /** Stops holding events, dropping what was held. */
  release(): void;
  /** Stops holding events and replays what was held: typed text, choices, then the last press. */
  replay(): void;
}

/** Elements whose press does something only the widget's code knows. */
const PRESSABLE =
  "button, summary, [role=button], [role=tab], input[type=checkbox], input[type=radio]";
/** Fields whose value a visitor types. */
const TYPED =
  "input:not([type]), input[type=text], input[type=search], input[type=email], input[type=tel], input[type=url], input[type=number], textarea";

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets a field's value the way typing does: the prototype's setter bypasses the copy of the value
 * React keeps on the element, so the input event that follows reads as a change.
 */
function typeAgain(field: TypedField, typed: string) {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(field) as object,
    "value",
  )?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** A press as a mouse makes it: some widgets act on the button going down (Radix tabs). */
function press(element: HTMLElement) {
  element.dispatchEvent(
    new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0 }),
  );
  element.click();
}

export function holdEarlyInput(root: Element): EarlyInput {
  let pressed: HTMLElement | undefined;
  let submitted: HTMLFormElement | undefined;
  const chosen = new Map<HTMLSelectElement, string>();

  const inside = (event: Event) =>
    event.target instanceof Node && root.contains(event.target);

  const onClick = (event: Event) => {
    if (!inside(event)) return;
    const target = (event.target as Element).closest(PRESSABLE);
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = target;
    submitted = undefined;
  };
  // A form without a submit button sends itself on Enter; without this the browser would put
  // the visitor's details in the address bar.
  const onSubmit = (event: Event) => {
    if (!inside(event)) return;
    event.preventDefault();
    event.stopPropagation();
    submitted = event.target as HTMLFormElement;
    pressed = undefined;
  };
  // What was typed, as typed: hydration may set a field back to the value React renders.
  const typed = new Map<TypedField, string>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (
      inside(event) &&
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement) &&
      field.matches(TYPED)
    )
      typed.set(field, field.value);
  };
  const onChange = (event: Event) => {
    if (inside(event) && event.target instanceof HTMLSelectElement)
      chosen.set(event.target, event.target.value);
  };

  const view = root.ownerDocument.defaultView ?? window;
  view.addEventListener("click", onClick, true);
  view.addEventListener("submit", onSubmit, true);
  view.addEventListener("change", onChange, true);
  view.addEventListener("input", onInput, true);
  const release = () => {
    view.removeEventListener("click", onClick, true);
    view.removeEventListener("submit", onSubmit, true);
    view.removeEventListener("change", onChange, true);
    view.removeEventListener("input", onInput, true);
  };

  return {
    release,
    replay() {
      release();
      // Fields typed in (or filled without an input event, as some autofill does).
      for (const field of root.querySelectorAll<TypedField>(TYPED)) {
        const value = typed.get(field) ?? field.value;
        if (value !== field.defaultValue) typeAgain(field, value);
      }
      for (const [select, value] of chosen) {
        select.value = value;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      }
      if (pressed?.isConnected) press(pressed);
      else if (submitted?.isConnected) submitted.requestSubmit();
    },
  };
}
