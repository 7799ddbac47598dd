// The pupil's To-do list (React): the hub and the account page show it. Browser only.
export * from './TodoList';
export * from './todoStore';
export * from './todoText';
