// The jobs the file pool's tests give its processes: each ends the way a hostile file can make one.
export default async function job([kind, value = 0]: ["echo" | "fail-later" | "fill-heap" | "wait", number?]) {
  // Takes `value` milliseconds.
  if (kind === "wait") await new Promise((resolve) => setTimeout(resolve, value));
  if (kind === "fail-later") {
    // Answers, then fails outside any job.
    setTimeout(() => {
      throw new Error("échec hors de toute tâche");
    }, 50);
  }
  if (kind === "fill-heap") {
    // One array grown past the heap: in a worker thread, this aborts the whole process.
    const grown: number[] = [];
    for (;;) grown.push(grown.length + 0.5);
  }
  return value;
}
