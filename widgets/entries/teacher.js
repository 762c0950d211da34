// The teacher's dashboard widget (TeacherDashboard): the class's tables and the watched one.

import { cvMountClassView } from "../class_view.js";
import { tcMountTeacher } from "../teacher.js";

function render({ model, el }) {
  el.classList.add("rl-tb", "rl-cards-host"); // the watched table's styles apply inside
  const cleanups = [tcMountTeacher(model, el)];
  if (model.get("classview") !== undefined) cleanups.push(cvMountClassView(model, el));
  return () => { for (const f of cleanups) f(); };
}

export default { render };
