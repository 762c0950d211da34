// rummy-lab: the small helpers of a component's anywidget model: a numbered command to the
// kernel, and watching traits for changes. No state of their own.

/** Send `cmd` to the kernel as the `command` trait, numbered one past the last command so
 * that the same command twice is two changes. */
export function sendCommand(model, cmd) {
  const n = ((model.get("command") || {}).n || 0) + 1;
  model.set("command", { ...cmd, n });
  model.save_changes();
}

/** Call `handlers[trait]` on each change of that trait of `model` (`{ state: draw }`);
 * returns the function that stops it. */
export function watchTraits(model, handlers) {
  const events = Object.entries(handlers).map(([trait, handler]) => [`change:${trait}`, handler]);
  for (const [event, handler] of events) model.on(event, handler);
  return () => {
    for (const [event, handler] of events) model.off(event, handler);
  };
}
