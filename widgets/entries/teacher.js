// The teacher's dashboard widget (TeacherDashboard): the class's tables and the watched one.

import { tcMountTeacher } from "../teacher.js";

function render({ model, el }) {
  el.classList.add("rl-tb", "rl-cards-host"); // the watched table's styles apply inside
  return tcMountTeacher(model, el);
}

export default { render };
