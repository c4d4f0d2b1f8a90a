/// <reference types="@vitest/browser-playwright" />
