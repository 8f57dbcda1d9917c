// Departments: the owner's CRUD and the department rooms an operator's sockets join.
// The front door: other modules and app.ts import this module only from here.
export { departmentRooms } from './department-rooms.js';
export { departmentsRoutes } from './departments.routes.js';
export { createDepartmentsService } from './departments.service.js';
