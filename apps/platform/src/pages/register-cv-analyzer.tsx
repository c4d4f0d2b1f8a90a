// Screen under construction: shows the page's title until its content lands.
export { Component } from "./coming-soon";
