"""Layout checks shared by the Voilà and JupyterLab browser tests: which table parts must
be fully visible, and the in-page check that none of them is clipped."""

#: what must be fully visible: cards, controls, seats, melds, score table cells
WATCHED = ", ".join([
    ".rl-tb .rl-hand .rl-card", ".rl-tb .rl-discard .rl-card", ".rl-tb .rl-stock .rl-card",
    ".rl-tb .rl-meld", ".rl-tb .rl-seat", ".rl-tb .rl-btn", ".rl-tb .rl-input",
    ".rl-tb .rl-tick", ".rl-tb .rl-scores th", ".rl-tb .rl-scores td",
])

#: JS: the drop-downs matching a selector that stick out of a widget's box that clips or
#: scrolls (a drop-down half hidden in a row's scroll box), or cut
#: their widest choice (its text, the padding and the arrow do not fit; a native arrow takes ~20 px beside the padding, a
#: drawn one — ``appearance: none``, ipywidgets' — lies inside the right padding)
CUT_CHOICES = """(selector) => {
  const pen = document.createElement('canvas').getContext('2d');
  const bad = [];
  for (const e of document.querySelectorAll(selector)) {
    if (!e.getClientRects().length) continue;
    const cs = getComputedStyle(e);
    pen.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = Math.max(...[...e.options].map((o) => pen.measureText(o.text).width));
    const arrow = cs.appearance === 'none' ? 0 : 20;
    const room = e.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - arrow;
    const what = `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}[${e.dataset.focus || ''}]`;
    if (e.options.length && e.selectedIndex < 0) bad.push(`${what} shows no choice`);
    if (text > room + 1) bad.push(`${what} cuts its choices: ${Math.round(text)} > ${Math.round(room)} px`);
    const r = e.getBoundingClientRect();
    // a widget's box that clips or scrolls (the page's own scrolling shell does not count)
    for (let a = e.parentElement; a && a.closest('.jupyter-widgets, .rl-tb'); a = a.parentElement) {
      const acs = getComputedStyle(a), ar = a.getBoundingClientRect();
      if (acs.overflowX === 'visible' && acs.overflowY === 'visible') continue;
      if (r.top < ar.top - 1 || r.bottom > ar.bottom + 1 || r.left < ar.left - 1 || r.right > ar.right + 1) {
        bad.push(`${what} is hidden by its box ${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`);
        break;
      }
    }
  }
  return bad;
}"""

#: JS: every watched element lies inside the viewport, its widget and every ancestor
#: that clips (overflow other than visible); scroll boxes do not overflow sideways
CLIPPED = """(watched) => {
  const CUT_CHOICES = """ + CUT_CHOICES + """;
  const vw = document.documentElement.clientWidth;
  const name = (e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}` +
    (e.dataset.code ? `[${e.dataset.code}]` : '') + (e.dataset.op ? `[${e.dataset.op}]` : '');
  const bad = [];
  const out = (r, box) => r.left < box.left - 1 || r.right > box.right + 1;
  for (const e of document.querySelectorAll(watched)) {
    if (!e.getClientRects().length) continue;          // not displayed
    const r = e.getBoundingClientRect();
    if (r.width === 0) continue;
    if (out(r, {left: 0, right: vw})) { bad.push(`${name(e)} outside the viewport`); continue; }
    const host = e.closest('.rl-tb');
    if (out(r, host.getBoundingClientRect())) { bad.push(`${name(e)} outside its widget`); continue; }
    // clipping ancestors: sideways anywhere; up/down inside the widget (the page itself
    // scrolls vertically inside Voilà's shell, which is not clipping)
    for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const ar = a.getBoundingClientRect();
      const inside = host.contains(a);
      if ((cs.overflowX !== 'visible' && out(r, ar)) || (inside && cs.overflowY === 'hidden' &&
          (r.top < ar.top - 1 || r.bottom > ar.bottom + 1))) {
        bad.push(`${name(e)} clipped by ${name(a)}`);
        break;
      }
    }
  }
  bad.push(...(CUT_CHOICES)('.rl-tb select'));
  for (const e of document.querySelectorAll('.rl-tb *:not(.rl-sr)')) {
    const cs = getComputedStyle(e);
    if ((cs.overflowX === 'auto' || cs.overflowX === 'scroll' || cs.overflowX === 'hidden')
        && e.scrollWidth > e.clientWidth + 1) bad.push(`${name(e)} overflows sideways`);
  }
  if (document.documentElement.scrollWidth > vw + 1) bad.push('the page scrolls sideways');
  return bad;
}"""

#: JS: (panel selector) -> what sticks out at game over: the panel (your hand) or the page
#: scrolling sideways, the prompt line or its replay code (``RL<n>-…``, found in the line's
#: text) outside the panel or the viewport; [] when it all fits
CODE_FITS = """(panelSelector) => {
  const panel = document.querySelector(panelSelector);
  const line = panel && panel.querySelector('.rl-prompt');
  if (!line) return [`no prompt line in ${panelSelector}`];
  const walk = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let node = null, found = null;
  while (!found && (node = walk.nextNode())) found = /RL\\d-[^\\s)]+/.exec(node.data);
  if (!found) return [`no replay code in ${JSON.stringify(line.textContent)}`];
  const range = document.createRange();
  range.setStart(node, found.index);
  range.setEnd(node, found.index + found[0].length);
  const p = panel.getBoundingClientRect(), vw = document.documentElement.clientWidth;
  const px = (r) => `${Math.round(r.left)}..${Math.round(r.right)}`;
  const bad = [];
  for (const [what, r] of [['the line', line.getBoundingClientRect()],
                           ...[...range.getClientRects()].map((r) => [found[0], r])]) {
    if (r.left < p.left - 1 || r.right > p.right + 1) bad.push(`${what} at x ${px(r)} outside the panel ${px(p)}`);
    if (r.left < -1 || r.right > vw + 1) bad.push(`${what} at x ${px(r)} outside the viewport 0..${vw}`);
  }
  for (const [what, e] of [['the panel', panel], ['the page', document.documentElement],
                           ['the body', document.body]])
    if (e.scrollWidth > e.clientWidth + 1) bad.push(`${what} scrolls sideways: ${e.scrollWidth} > ${e.clientWidth} px`);
  return bad;
}"""
