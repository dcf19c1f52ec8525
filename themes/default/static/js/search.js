// Filters the site's search index (search.json) as the reader types. No framework, no network
// beyond the one index file; the query is kept in ?q= so results can be linked and reloaded.
(function () {
  "use strict";
  var form = document.querySelector(".search-form");
  var input = document.getElementById("search-query");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!form || !input || !list || !status) return;
  // The page leaves the field disabled for a reader without scripts: here it works.
  var row = form.querySelector("fieldset");
  if (row) row.disabled = false;

  var index = null;
  // Results shown at first, and added by each "Show more".
  var step = 50, limit = step;
  // Counts grouped as the site's language writes them; a language Intl does not know (`pt_BR`)
  // must not stop the search, so it falls back to the reader's own.
  var grouping;
  try { grouping = new Intl.NumberFormat(document.documentElement.lang || undefined); } catch (e) { grouping = new Intl.NumberFormat(); }

  // Case- and accent-insensitive, in words: "leon" finds "Léon", "o brien" finds "O'Brien".
  function fold(text) {
    return " " + text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ");
  }

  // The first character, whole: charAt cut an emoji in half.
  // The first character as a reader sees it, as Swift's `Character` is: an "É" written as E and a
  // combining accent is one, where the first code point alone gave the avatar a bare "E".
  var graphemes = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter() : null;
  function first(text) {
    if (graphemes) {
      var step = graphemes.segment(text)[Symbol.iterator]().next();
      return step.done ? "" : step.value.segment;
    }
    return Array.from(text.normalize("NFC"))[0] || "";
  }

  // The letter a title is filed under: The Canyon's C, not T.
  function filingLetter(title) {
    return first(title.replace(/^(the|an?)\s+/i, "").replace(/^[^\p{L}\p{N}]+/u, "")) || first(title);
  }

  // A person's or a reviewer's initials, as an avatar has them: Alfred Hitchcock's AH.
  function initials(name) {
    var words = name.split(/\s+/).filter(function (w) { return /^[\p{L}\p{N}]/u.test(w); });
    if (words.length === 0) return filingLetter(name);
    return (first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : "")).toUpperCase();
  }

  // What a decade is called for short, and found by: the 1970s as 70s.
  function shortDecade(name) {
    var decade = /^\d\d(\d0s)$/.exec(name);
    return decade ? decade[1] : "";
  }

  // What stands in for a result without a poster: a movie's drawn poster in the colour its card
  // has, a round avatar for a person or a reviewer, a tile for a genre, a year or a decade.
  function standIn(kind, title, hue) {
    var span = document.createElement("span");
    if (kind === "movie") {
      span.className = "result-thumb drawn";
      if (typeof hue === "number") span.style.setProperty("--hue", hue);
      span.textContent = filingLetter(title);
    } else if (kind === "person") {
      span.className = "result-thumb avatar";
      span.textContent = initials(title);
    } else {
      span.className = "result-thumb";
      // 1979 as ’79, the 1970s as 70s; a genre by its first letter.
      var year = /^\d\d(\d\d)$/.exec(title);
      span.textContent = year ? "\u2019" + year[1] : shortDecade(title) || filingLetter(title);
    }
    span.setAttribute("aria-hidden", "true");
    return span;
  }

  var MOVIES = "Movies", PEOPLE = "People", TERMS = "Genres and years", REVIEWERS = "Reviewers";

  // A group's heading in the list, with how many it holds.
  function groupHeading(name, count) {
    var li = document.createElement("li");
    li.className = "result-group";
    var heading = document.createElement("h2");
    heading.textContent = name + " ";
    var number = document.createElement("span");
    number.className = "count";
    number.textContent = grouping.format(count);
    heading.appendChild(number);
    li.appendChild(heading);
    return li;
  }

  function poster(src) {
    var img = document.createElement("img");
    img.src = src;
    img.alt = "";
    img.width = 40;
    img.height = 60;
    img.loading = "lazy";
    img.className = "result-thumb";
    return img;
  }

  // A result: its poster or a stand-in, the title as a link (isolated from the year after it: a
  // right-to-left title put the year before it), and what it is.
  function item(title, detail, url, figure, year) {
    var li = document.createElement("li");
    li.appendChild(figure);
    var text = document.createElement("span");
    var link = document.createElement("a");
    link.href = url;
    var name = document.createElement("bdi");
    name.textContent = title;
    link.appendChild(name);
    if (year !== undefined) link.appendChild(document.createTextNode(" (" + year + ")"));
    text.appendChild(link);
    if (detail) {
      var small = document.createElement("span");
      small.className = "result-detail";
      // A movie's rating starts with the site's star, in the stars' colour as on every other page.
      if (detail.indexOf("\u2605 ") === 0) {
        var star = document.createElement("span");
        star.className = "result-star";
        star.textContent = "\u2605";
        small.appendChild(star);
        small.appendChild(document.createTextNode(detail.slice(1)));
      } else small.textContent = detail;
      text.appendChild(small);
    }
    li.appendChild(text);
    return li;
  }

  // A movie's average rating, its genres, who directed it and who is in it, told apart by the
  // counts the index gives after its thumbnail: "★ 4.5 · Horror, Thriller · directed by Alfred
  // Hitchcock · with Janet Leigh". The first three of the cast are named, and whoever else the
  // query names.
  function credits(m, isNamed) {
    var names = m[3] ? m[3].split(" · ") : [], genres = m[5], directors = m[6];
    var rated = m[8] ? "\u2605 " + m[8] : "";
    if (typeof genres !== "number" || typeof directors !== "number" || names.length < genres + directors) return [rated, m[3]].filter(Boolean).join(" · ");
    var parts = rated ? [rated] : [], cast = names.slice(genres + directors);
    if (genres > 0) parts.push(names.slice(0, genres).join(", "));
    if (directors > 0) parts.push("directed by " + names.slice(genres, genres + directors).join(" and "));
    if (cast.length > 0) {
      var shown = cast.filter(function (name, i) { return i < 3 || isNamed(name); });
      parts.push("with " + shown.join(", ") + (shown.length < cast.length ? ", …" : ""));
    }
    return parts.join(" · ");
  }

  function show() {
    var words = fold(input.value).split(" ").filter(Boolean);
    list.replaceChildren();
    more.hidden = true;
    if (!index || words.length === 0) { status.textContent = ""; return; }
    // Each word of the query starts a word of the text: "the" finds The Thing, not Katherine. A
    // script written without spaces (千尋 in 千と千尋の神隠し) is matched anywhere.
    var found = function (w, folded) { return folded.indexOf(/^[\p{Script=Latin}\p{N}]+$/u.test(w) ? " " + w : w) >= 0; };
    var matchesFolded = function (folded) { return words.every(function (w) { return found(w, folded); }); };
    var matches = function (text) { return matchesFolded(fold(text)); };
    var isNamed = function (name) {
      var folded = fold(name);
      return words.some(function (w) { return found(w, folded); });
    };
    // What a query names comes first, the name it spells out before those it begins and those it
    // is in ("the canyon" finds The Canyon before The Burning Canyon); then what credits it, the
    // query's words together ("ada van rossum" in the cast) before the words apart (Ada's Engine,
    // with Leila van Rossum).
    var query = " " + words.join(" "), tiers = [[], [], [], [], []];
    function add(name, details, group, make) {
      var folded = fold(name), result = { group: group, make: make };
      if (matchesFolded(folded)) {
        folded = folded.trimEnd();
        tiers[folded === query ? 0 : folded.indexOf(query) === 0 ? 1 : 2].push(result);
      } else if (matches(name + " " + details)) tiers[fold(details).indexOf(query) >= 0 ? 3 : 4].push(result);
    }
    index.movies.forEach(function (m) {
      add(m[0], m[1] + " " + m[3], MOVIES, function () {
        return item(m[0], credits(m, isNamed), m[2], m[4] ? poster(m[4]) : standIn("movie", m[0], m[7]), m[1]);
      });
    });
    (index.terms || []).forEach(function (t) {
      // A person's page is /people/<slug>/, whatever path the site's base URL has.
      var kind = /\/people\/[^\/]+\/$/.test(t[1]) ? "person" : "term";
      // A site's own taxonomy names its group (`Venues`); genres, years and decades share one.
      add(t[0], shortDecade(t[0]), t[3] || (kind === "person" ? PEOPLE : TERMS), function () {
        return item(t[0], t[2], t[1], standIn(kind, t[0]));
      });
    });
    index.users.forEach(function (u) {
      add(u[0], u[2], REVIEWERS, function () {
        return item(u[0], u[2] ? "reviewer · " + u[2] : "reviewer", u[1], standIn("person", u[0]));
      });
    });
    // In groups (movies, people, genres and years, reviewers), as a film site's search is read:
    // mixed, a reviewer looked like one more actor among the cast. The group of the best match
    // comes first, and within each, the order above. Only the results shown are made: "the"
    // matches 4,404 at 10,000 movies.
    var ranked = [].concat.apply([], tiers), groups = [], members = {};
    ranked.forEach(function (result) {
      if (!members[result.group]) { members[result.group] = []; groups.push(result.group); }
      members[result.group].push(result);
    });
    var results = [].concat.apply([], groups.map(function (group) { return members[group]; }));
    results.slice(0, limit).forEach(function (result, i) {
      if (i === 0 || results[i - 1].group !== result.group) list.appendChild(groupHeading(result.group, members[result.group].length));
      list.appendChild(result.make());
    });
    more.hidden = results.length <= limit;
    status.textContent = results.length === 0 ? "No results for \u201c" + input.value.trim() + "\u201d." :
      results.length > limit ? "Showing " + grouping.format(limit) + " of " + grouping.format(results.length) + " results." :
      grouping.format(results.length) + (results.length === 1 ? " result." : " results.");
  }

  var more = document.createElement("button");
  more.type = "button";
  more.className = "button search-more";
  more.textContent = "Show more";
  more.hidden = true;
  list.after(more);
  more.addEventListener("click", function () { limit += step; show(); });

  form.addEventListener("submit", function (event) { event.preventDefault(); limit = step; show(); });
  // Matched once typing pauses: at 10,000 movies each match takes a tenth of a second on a
  // desktop, and a phone would fall behind the keys.
  var pending = null;
  input.addEventListener("input", function () {
    var url = new URL(window.location.href);
    if (input.value) url.searchParams.set("q", input.value); else url.searchParams.delete("q");
    window.history.replaceState(null, "", url);
    limit = step;
    clearTimeout(pending);
    pending = setTimeout(show, 120);
  });

  input.value = new URL(window.location.href).searchParams.get("q") || "";
  fetch(form.getAttribute("data-index"))
    .then(function (response) { return response.json(); })
    .then(function (data) { index = data; show(); })
    .catch(function () { status.textContent = "The search index could not be loaded."; });
})();
