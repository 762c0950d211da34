// --- heartbeat.js: tells the kernel this page is still open (rummy_lab/ui/heartbeat.py) ---
// Every 20 s (and when a hidden tab is shown again) a small {beat: n} message over the
// widget's comm; a kernel that hears nothing for 90 s stops polling for this page (a
// closed laptop sends no unload beacon) and starts again at the next beat.

const HB_SECONDS = 20;

/** Start beating for `model`; returns the cleanup. */
export function hbStart(model) {
  let n = 0;
  const beat = () => {
    n += 1;
    try { model.send({ beat: n }); } catch { /* the comm is closing */ }
  };
  const timer = setInterval(beat, HB_SECONDS * 1000);
  const onShow = () => { if (document.visibilityState === "visible") beat(); };
  document.addEventListener("visibilitychange", onShow);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onShow);
  };
}
