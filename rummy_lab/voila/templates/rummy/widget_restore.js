/* rummy-lab: a widget whose model arrives while the page is busy must still be drawn.
 *
 * ipywidgets 8.1.9's ManagerBase.get_model polls for a model that is not registered yet:
 * "for (start; now - start < 2 s;) { if (model) return it; sleep 100 ms }" and throws
 * "widget model not found". Under load (a class opening the page at once) the page's
 * main thread is busy while the restore registers the model; the next poll tick comes
 * after the 2 s budget, the loop ends WITHOUT looking again, and because the restore
 * has finished meanwhile the renderer gives up for good ("Error displaying widget:
 * model not found"; upstream: jupyter-widgets/ipywidgets issue 4026).
 *
 * This script (inlined in the page head, before Voila loads its extensions) replaces
 * get_model on every ManagerBase the page's extensions share: it always looks for the
 * model once more after each wait, and keeps waiting while a restore from the kernel is
 * still running (bounded). The hook: JupyterLab's federated extensions register their
 * webpack containers on window._JUPYTERLAB; Voila awaits each container's init(scope)
 * before it activates any plugin, so patching inside a wrapped init comes first.
 * Also loadable by node (module.exports) for tests/test_class_server.py.
 *
 * With the versions pyproject.toml pins (Voila 0.5.8, ipywidgets 8.1.5) there is no such
 * race: Voila's widgets-manager8 carries its own copy of ipywidgets 8.1.5's base-manager,
 * whose get_model fails at once, and the renderer draws again when the restore has
 * finished. This script then patches only the shared copy (jupyterlab_widgets), not the
 * page's manager; it stays for the day the pins move to ipywidgets >= 8.1.6, where it is
 * needed (tests/test_class_server.py covers the page either way).
 */
(function (root) {
  "use strict";
  const GRACE_MS = 2000; // ipywidgets' own wait for a model that is not registered yet
  const LIMIT_MS = 60000; // never longer, even while a restore is running
  const TICK_MS = 100;
  const BASE_MANAGER = "@jupyter-widgets/base-manager";

  /** ManagerBase.get_model that never loses a model registered during the wait. */
  async function getModel(modelId) {
    const start = Date.now();
    for (;;) {
      const model = this._models[modelId];
      if (model !== undefined) {
        return model;
      }
      const waited = Date.now() - start;
      if (waited >= LIMIT_MS || (waited >= GRACE_MS && !this._kernelRestoreInProgress)) {
        throw new Error("widget model not found");
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
  }

  /** Put getModel on the prototype that defines get_model (true when it did). */
  function patchManagerClass(cls) {
    let proto = cls && cls.prototype;
    while (proto && !Object.prototype.hasOwnProperty.call(proto, "get_model")) {
      proto = Object.getPrototypeOf(proto);
    }
    if (!proto) {
      return false;
    }
    proto.get_model = getModel;
    return true;
  }

  const state = { patched: 0, errors: [] };

  /** Patch every version of the shared base-manager package in a webpack share scope. */
  async function patchScope(scope) {
    const versions = (scope && scope[BASE_MANAGER]) || {};
    for (const entry of Object.values(versions)) {
      if (entry.rummyPatched) {
        continue;
      }
      entry.rummyPatched = true;
      try {
        const factory = await entry.get();
        if (patchManagerClass(factory().ManagerBase)) {
          state.patched += 1;
        }
      } catch (err) {
        state.errors.push(String(err));
      }
    }
  }

  /** A container whose init(scope) also patches the scope's widget managers. */
  function wrapContainer(container) {
    if (!container || typeof container.init !== "function" || container.rummyWrapped) {
      return container;
    }
    return {
      rummyWrapped: true,
      get: (module) => container.get(module),
      init: async (scope) => {
        const result = await container.init(scope);
        await patchScope(scope);
        return result;
      },
    };
  }

  /** Make window._JUPYTERLAB wrap each container registered on it. */
  function watchRegistry(win) {
    const registry = win._JUPYTERLAB || {};
    for (const key of Object.keys(registry)) {
      registry[key] = wrapContainer(registry[key]);
    }
    win._JUPYTERLAB = new Proxy(registry, {
      set(target, key, value) {
        target[key] = wrapContainer(value);
        return true;
      },
    });
  }

  const api = { getModel, patchManagerClass, patchScope, wrapContainer, state, GRACE_MS, LIMIT_MS };
  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
  } else {
    root.rummyLabWidgets = api;
    watchRegistry(root);
  }
})(typeof window !== "undefined" ? window : globalThis);
