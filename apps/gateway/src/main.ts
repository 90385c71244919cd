import { x } from "#common"; console.log("ok", x);
