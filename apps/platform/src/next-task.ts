/**
 * Resolves in a task of its own: the browser handles input and paints before the next piece of
 * work. Starting the app in several such steps keeps each one short on a slow phone, where one long
 * task would leave a tap on the page waiting.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
