extension SnapshotReviewPage {
    /// The page's style: pictures at their pixel size times the entry's zoom, drawn pixelated; an
    /// animated golden's two animations side by side, its strip of differing frames under them.
    static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0 24px 48px; color: #222; background: #fafafa;
          overflow-wrap: anywhere; }
        h1 { font-size: 22px; margin: 20px 0 4px; }
        h2 { font-size: 17px; margin: 0 0 4px; font-family: ui-monospace, monospace; }
        .folder, code { font-family: ui-monospace, monospace; font-size: 12px; color: #555; }
        nav ol { margin: 4px 0; padding-left: 20px; font-family: ui-monospace, monospace; font-size: 12px; }
        .entry { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 14px 16px; margin: 16px 0; }
        .figures b { color: #c00; }
        .toolbar { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 8px 0; }
        .modes button { border: 1px solid #999; background: #eee; padding: 3px 10px; cursor: pointer; }
        .modes button[aria-pressed="true"] { background: #246; color: #fff; border-color: #246; }
        button.accept { background: #1a7f37; color: #fff; border: 0; border-radius: 4px; padding: 4px 14px; cursor: pointer; }
        pre.command { background: #f0f4ff; border: 1px solid #bcd; padding: 8px; white-space: pre-wrap; user-select: all; }
        .view { overflow: auto; max-height: 90vh; }
        .view[hidden] { display: none; }
        .side { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #555; text-align: center; }
        .entry img { width: calc(var(--w) * var(--zoom) * 1px); height: auto; max-width: none;
          image-rendering: pixelated; display: block; border: 1px solid #ccc;
          background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .entry[data-fit] .side figure { flex: 1 1 0; min-width: 0; }
        .entry[data-fit] .side img { width: 100%; max-width: calc(var(--w) * 1px + 2px); box-sizing: border-box; }
        .entry.animation .view.side { flex-wrap: wrap; max-height: none; }
        .entry.animation[data-fit] .side figure:last-child { flex: 1 1 100%; }
        .regions h3 { font-size: 14px; margin: 12px 0 4px; }
        .region { margin: 8px 0; }
        .crops { display: flex; gap: 8px; flex-wrap: wrap; }
        .crop { image-rendering: pixelated; background-repeat: no-repeat; border: 1px solid #ccc; }
        .stack { position: relative; display: inline-block; line-height: 0; }
        .clip { position: absolute; left: 0; top: 0; bottom: 0; overflow: hidden; border-right: 2px solid #e00; }
        .clip img { border: 0; }
        .position { display: block; width: 100%; max-width: 600px; }
        .hint { font-size: 12px; color: #555; margin: 2px 0; }
        details pre { white-space: pre-wrap; font-size: 12px; }
        """

    /// The page's script: modes, slider, blink, zoom, accept; `#test` drives them once and writes
    /// what it saw into `data-test-*` attributes of the body (the browser test reads them).
    static let script = """
        "use strict";
        function show(entry, mode) {
          for (const b of entry.querySelectorAll(".modes button")) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
          for (const v of entry.querySelectorAll(".view")) v.hidden = !v.classList.contains(mode);
          clearInterval(entry.blinkTimer);
          if (mode === "blink") entry.blinkTimer = setInterval(() => blink(entry), 600);
        }
        function blink(entry) {
          const img = entry.querySelector(".blinking"), label = entry.querySelector(".showing");
          const next = img.alt === "reference" ? "actual" : "reference";
          img.src = img.dataset[next]; img.alt = next; label.textContent = next;
        }
        function slide(entry, percent) {
          entry.querySelector(".position").value = String(percent);
          entry.querySelector(".clip").style.width = percent + "%";
        }
        function zoom(entry, value) {
          if (value === "fit") { entry.dataset.fit = "yes"; entry.style.setProperty("--zoom", "1"); }
          else { delete entry.dataset.fit; entry.style.setProperty("--zoom", value); }
        }
        function accept(button) {
          const pre = button.closest(".entry, header").querySelector("pre.command");
          pre.textContent = button.dataset.command; pre.hidden = false;
          if (navigator.clipboard) navigator.clipboard.writeText(button.dataset.command).catch(() => {});
        }
        for (const entry of document.querySelectorAll(".entry")) {
          for (const b of entry.querySelectorAll(".modes button")) b.addEventListener("click", () => show(entry, b.dataset.mode));
          entry.querySelector(".position").addEventListener("input", e => slide(entry, e.target.value));
          entry.querySelector(".zoom").addEventListener("change", e => zoom(entry, e.target.value));
        }
        for (const b of document.querySelectorAll("button.accept")) b.addEventListener("click", () => accept(b));
        window.addEventListener("load", () => {
          const entry = document.querySelector(".entry");
          if (location.hash !== "#test" || !entry) return;
          const body = document.body, widths = [];
          for (const img of entry.querySelectorAll(".side img")) widths.push(img.className + ":" + img.naturalWidth);
          body.dataset.testImages = widths.join(" ");
          body.dataset.testPageWidth = String(document.documentElement.scrollWidth);
          body.dataset.testWindowWidth = String(window.innerWidth);
          const side = entry.querySelector(".side img.diff").getBoundingClientRect();
          body.dataset.testSideRight = String(Math.round(side.right));
          const view = entry.querySelector(".view.side");
          body.dataset.testSideScrolls = String(view.scrollWidth > view.clientWidth);
          body.dataset.testRegions = String(entry.querySelectorAll(".region").length);
          const crop = entry.querySelector(".crop.diff");
          if (crop) body.dataset.testCrop = Math.round(crop.getBoundingClientRect().width) + "x" +
            Math.round(crop.getBoundingClientRect().height);
          show(entry, "blink"); const before = entry.querySelector(".blinking").alt; blink(entry);
          body.dataset.testBlink = before + "," + entry.querySelector(".blinking").alt;
          show(entry, "slider");
          const clip = entry.querySelector(".clip"), stack = entry.querySelector(".stack");
          body.dataset.testClipBefore = String(Math.round(clip.getBoundingClientRect().width));
          const slider = entry.querySelector(".position");
          slider.value = "30"; slider.dispatchEvent(new Event("input"));
          body.dataset.testClipAfter = String(Math.round(clip.getBoundingClientRect().width));
          body.dataset.testStack = String(Math.round(stack.getBoundingClientRect().width));
          entry.querySelector(".zoom").value = "4"; entry.querySelector(".zoom").dispatchEvent(new Event("change"));
          body.dataset.testZoomed = String(Math.round(entry.querySelector(".stack img").getBoundingClientRect().width));
          entry.querySelector("button.accept").click();
          body.dataset.testCommand = entry.querySelector("pre.command").textContent.split("\\n")[0];
          body.dataset.testDone = "yes";
        });
        """
}
