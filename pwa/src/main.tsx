import './index.css';
import { start } from './boot/start';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);
