/**
 * What a visitor does on a page the server rendered before the app has taken it over: a form they
 * send would go to the browser (a GET with its fields in the address) and a button would do
 * nothing. Both are held from the start, then done again once the app has hydrated the page; what
 * they typed meanwhile is the app's too (the kit's text fields tell the app, `useKeepEarlyInput`).
 * Links work as links throughout.
 */
export function holdEarlyInput(doc: Document = document): () => void {
  const held: Array<() => void> = [];
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    });
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest("button");
    // A form's submit button sends the form: that is held as a submission.
    if (!button || (button.type === "submit" && button.form)) return;
    held.push(() => {
      if (button.isConnected) button.click();
    });
  };
  doc.addEventListener("submit", onSubmit, true);
  doc.addEventListener("click", onClick, true);
  return function release() {
    doc.removeEventListener("submit", onSubmit, true);
    doc.removeEventListener("click", onClick, true);
    for (const replay of held.splice(0)) replay();
  };
}
