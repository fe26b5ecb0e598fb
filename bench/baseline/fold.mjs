// The fold of 108a5346f7707fba99d33b26a53d7a9713452889, bundled by bench/record-fold-baseline.ts (npm run bench:baseline): the baseline npm run bench times the fold against. Record it again; never edit it.
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/function.js
var require_function = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/function.js"(exports) {
    "use strict";
    var __spreadArray = exports && exports.__spreadArray || function(to, from, pack) {
      if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
        if (ar || !(i in from)) {
          if (!ar) ar = Array.prototype.slice.call(from, 0, i);
          ar[i] = from[i];
        }
      }
      return to.concat(ar || Array.prototype.slice.call(from));
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dual = exports.getEndomorphismMonoid = exports.SK = exports.hole = exports.constVoid = exports.constUndefined = exports.constNull = exports.constFalse = exports.constTrue = exports.unsafeCoerce = exports.apply = exports.getRing = exports.getSemiring = exports.getMonoid = exports.getSemigroup = exports.getBooleanAlgebra = void 0;
    exports.identity = identity;
    exports.constant = constant;
    exports.flip = flip;
    exports.flow = flow;
    exports.tuple = tuple;
    exports.increment = increment;
    exports.decrement = decrement;
    exports.absurd = absurd;
    exports.tupled = tupled;
    exports.untupled = untupled;
    exports.pipe = pipe;
    exports.not = not;
    var getBooleanAlgebra = function(B) {
      return function() {
        return {
          meet: function(x, y) {
            return function(a) {
              return B.meet(x(a), y(a));
            };
          },
          join: function(x, y) {
            return function(a) {
              return B.join(x(a), y(a));
            };
          },
          zero: function() {
            return B.zero;
          },
          one: function() {
            return B.one;
          },
          implies: function(x, y) {
            return function(a) {
              return B.implies(x(a), y(a));
            };
          },
          not: function(x) {
            return function(a) {
              return B.not(x(a));
            };
          }
        };
      };
    };
    exports.getBooleanAlgebra = getBooleanAlgebra;
    var getSemigroup = function(S) {
      return function() {
        return {
          concat: function(f, g) {
            return function(a) {
              return S.concat(f(a), g(a));
            };
          }
        };
      };
    };
    exports.getSemigroup = getSemigroup;
    var getMonoid = function(M) {
      var getSemigroupM = (0, exports.getSemigroup)(M);
      return function() {
        return {
          concat: getSemigroupM().concat,
          empty: function() {
            return M.empty;
          }
        };
      };
    };
    exports.getMonoid = getMonoid;
    var getSemiring = function(S) {
      return {
        add: function(f, g) {
          return function(x) {
            return S.add(f(x), g(x));
          };
        },
        zero: function() {
          return S.zero;
        },
        mul: function(f, g) {
          return function(x) {
            return S.mul(f(x), g(x));
          };
        },
        one: function() {
          return S.one;
        }
      };
    };
    exports.getSemiring = getSemiring;
    var getRing = function(R) {
      var S = (0, exports.getSemiring)(R);
      return {
        add: S.add,
        mul: S.mul,
        one: S.one,
        zero: S.zero,
        sub: function(f, g) {
          return function(x) {
            return R.sub(f(x), g(x));
          };
        }
      };
    };
    exports.getRing = getRing;
    var apply2 = function(a) {
      return function(f) {
        return f(a);
      };
    };
    exports.apply = apply2;
    function identity(a) {
      return a;
    }
    exports.unsafeCoerce = identity;
    function constant(a) {
      return function() {
        return a;
      };
    }
    exports.constTrue = constant(true);
    exports.constFalse = constant(false);
    exports.constNull = constant(null);
    exports.constUndefined = constant(void 0);
    exports.constVoid = exports.constUndefined;
    function flip(f) {
      return function() {
        var args = [];
        for (var _i = 0; _i < arguments.length; _i++) {
          args[_i] = arguments[_i];
        }
        if (args.length > 1) {
          return f(args[1], args[0]);
        }
        return function(a) {
          return f(a)(args[0]);
        };
      };
    }
    function flow(ab, bc, cd, de, ef, fg, gh, hi, ij) {
      switch (arguments.length) {
        case 1:
          return ab;
        case 2:
          return function() {
            return bc(ab.apply(this, arguments));
          };
        case 3:
          return function() {
            return cd(bc(ab.apply(this, arguments)));
          };
        case 4:
          return function() {
            return de(cd(bc(ab.apply(this, arguments))));
          };
        case 5:
          return function() {
            return ef(de(cd(bc(ab.apply(this, arguments)))));
          };
        case 6:
          return function() {
            return fg(ef(de(cd(bc(ab.apply(this, arguments))))));
          };
        case 7:
          return function() {
            return gh(fg(ef(de(cd(bc(ab.apply(this, arguments)))))));
          };
        case 8:
          return function() {
            return hi(gh(fg(ef(de(cd(bc(ab.apply(this, arguments))))))));
          };
        case 9:
          return function() {
            return ij(hi(gh(fg(ef(de(cd(bc(ab.apply(this, arguments)))))))));
          };
      }
      return;
    }
    function tuple() {
      var t24 = [];
      for (var _i = 0; _i < arguments.length; _i++) {
        t24[_i] = arguments[_i];
      }
      return t24;
    }
    function increment(n) {
      return n + 1;
    }
    function decrement(n) {
      return n - 1;
    }
    function absurd(_) {
      throw new Error("Called `absurd` function which should be uncallable");
    }
    function tupled(f) {
      return function(a) {
        return f.apply(void 0, a);
      };
    }
    function untupled(f) {
      return function() {
        var a = [];
        for (var _i = 0; _i < arguments.length; _i++) {
          a[_i] = arguments[_i];
        }
        return f(a);
      };
    }
    function pipe(a, ab, bc, cd, de, ef, fg, gh, hi) {
      switch (arguments.length) {
        case 1:
          return a;
        case 2:
          return ab(a);
        case 3:
          return bc(ab(a));
        case 4:
          return cd(bc(ab(a)));
        case 5:
          return de(cd(bc(ab(a))));
        case 6:
          return ef(de(cd(bc(ab(a)))));
        case 7:
          return fg(ef(de(cd(bc(ab(a))))));
        case 8:
          return gh(fg(ef(de(cd(bc(ab(a)))))));
        case 9:
          return hi(gh(fg(ef(de(cd(bc(ab(a))))))));
        default: {
          var ret = arguments[0];
          for (var i = 1; i < arguments.length; i++) {
            ret = arguments[i](ret);
          }
          return ret;
        }
      }
    }
    exports.hole = absurd;
    var SK = function(_, b) {
      return b;
    };
    exports.SK = SK;
    function not(predicate) {
      return function(a) {
        return !predicate(a);
      };
    }
    var getEndomorphismMonoid = function() {
      return {
        concat: function(first, second) {
          return flow(first, second);
        },
        empty: identity
      };
    };
    exports.getEndomorphismMonoid = getEndomorphismMonoid;
    var dual = function(arity, body) {
      var isDataFirst = typeof arity === "number" ? function(args) {
        return args.length >= arity;
      } : arity;
      return function() {
        var args = Array.from(arguments);
        if (isDataFirst(arguments)) {
          return body.apply(this, args);
        }
        return function(self) {
          return body.apply(void 0, __spreadArray([self], args, false));
        };
      };
    };
    exports.dual = dual;
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/internal.js
var require_internal = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/internal.js"(exports) {
    "use strict";
    var __spreadArray = exports && exports.__spreadArray || function(to, from, pack) {
      if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
        if (ar || !(i in from)) {
          if (!ar) ar = Array.prototype.slice.call(from, 0, i);
          ar[i] = from[i];
        }
      }
      return to.concat(ar || Array.prototype.slice.call(from));
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.flatMapReader = exports.flatMapTask = exports.flatMapIO = exports.flatMapEither = exports.flatMapOption = exports.flatMapNullable = exports.liftOption = exports.liftNullable = exports.fromReadonlyNonEmptyArray = exports.has = exports.emptyRecord = exports.emptyReadonlyArray = exports.tail = exports.head = exports.isNonEmpty = exports.singleton = exports.right = exports.left = exports.isRight = exports.isLeft = exports.some = exports.none = exports.isSome = exports.isNone = void 0;
    var function_1 = require_function();
    var isNone = function(fa) {
      return fa._tag === "None";
    };
    exports.isNone = isNone;
    var isSome = function(fa) {
      return fa._tag === "Some";
    };
    exports.isSome = isSome;
    exports.none = { _tag: "None" };
    var some = function(a) {
      return { _tag: "Some", value: a };
    };
    exports.some = some;
    var isLeft = function(ma) {
      return ma._tag === "Left";
    };
    exports.isLeft = isLeft;
    var isRight = function(ma) {
      return ma._tag === "Right";
    };
    exports.isRight = isRight;
    var left = function(e) {
      return { _tag: "Left", left: e };
    };
    exports.left = left;
    var right = function(a) {
      return { _tag: "Right", right: a };
    };
    exports.right = right;
    var singleton = function(a) {
      return [a];
    };
    exports.singleton = singleton;
    var isNonEmpty = function(as) {
      return as.length > 0;
    };
    exports.isNonEmpty = isNonEmpty;
    var head = function(as) {
      return as[0];
    };
    exports.head = head;
    var tail = function(as) {
      return as.slice(1);
    };
    exports.tail = tail;
    exports.emptyReadonlyArray = [];
    exports.emptyRecord = {};
    exports.has = Object.prototype.hasOwnProperty;
    var fromReadonlyNonEmptyArray = function(as) {
      return __spreadArray([as[0]], as.slice(1), true);
    };
    exports.fromReadonlyNonEmptyArray = fromReadonlyNonEmptyArray;
    var liftNullable = function(F) {
      return function(f, onNullable) {
        return function() {
          var a = [];
          for (var _i = 0; _i < arguments.length; _i++) {
            a[_i] = arguments[_i];
          }
          var o = f.apply(void 0, a);
          return F.fromEither(o == null ? (0, exports.left)(onNullable.apply(void 0, a)) : (0, exports.right)(o));
        };
      };
    };
    exports.liftNullable = liftNullable;
    var liftOption = function(F) {
      return function(f, onNone) {
        return function() {
          var a = [];
          for (var _i = 0; _i < arguments.length; _i++) {
            a[_i] = arguments[_i];
          }
          var o = f.apply(void 0, a);
          return F.fromEither((0, exports.isNone)(o) ? (0, exports.left)(onNone.apply(void 0, a)) : (0, exports.right)(o.value));
        };
      };
    };
    exports.liftOption = liftOption;
    var flatMapNullable = function(F, M) {
      return /* @__PURE__ */ (0, function_1.dual)(3, function(self, f, onNullable) {
        return M.flatMap(self, (0, exports.liftNullable)(F)(f, onNullable));
      });
    };
    exports.flatMapNullable = flatMapNullable;
    var flatMapOption = function(F, M) {
      return /* @__PURE__ */ (0, function_1.dual)(3, function(self, f, onNone) {
        return M.flatMap(self, (0, exports.liftOption)(F)(f, onNone));
      });
    };
    exports.flatMapOption = flatMapOption;
    var flatMapEither = function(F, M) {
      return /* @__PURE__ */ (0, function_1.dual)(2, function(self, f) {
        return M.flatMap(self, function(a) {
          return F.fromEither(f(a));
        });
      });
    };
    exports.flatMapEither = flatMapEither;
    var flatMapIO = function(F, M) {
      return /* @__PURE__ */ (0, function_1.dual)(2, function(self, f) {
        return M.flatMap(self, function(a) {
          return F.fromIO(f(a));
        });
      });
    };
    exports.flatMapIO = flatMapIO;
    var flatMapTask = function(F, M) {
      return /* @__PURE__ */ (0, function_1.dual)(2, function(self, f) {
        return M.flatMap(self, function(a) {
          return F.fromTask(f(a));
        });
      });
    };
    exports.flatMapTask = flatMapTask;
    var flatMapReader = function(F, M) {
      return /* @__PURE__ */ (0, function_1.dual)(2, function(self, f) {
        return M.flatMap(self, function(a) {
          return F.fromReader(f(a));
        });
      });
    };
    exports.flatMapReader = flatMapReader;
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/Apply.js
var require_Apply = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/Apply.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || function(mod) {
      if (mod && mod.__esModule) return mod;
      var result = {};
      if (mod != null) {
        for (var k in mod) if (k !== "default" && Object.prototype.hasOwnProperty.call(mod, k)) __createBinding(result, mod, k);
      }
      __setModuleDefault(result, mod);
      return result;
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ap = ap;
    exports.apFirst = apFirst;
    exports.apSecond = apSecond;
    exports.apS = apS;
    exports.getApplySemigroup = getApplySemigroup;
    exports.sequenceT = sequenceT;
    exports.sequenceS = sequenceS;
    var function_1 = require_function();
    var _ = __importStar(require_internal());
    function ap(F, G) {
      return function(fa) {
        return function(fab) {
          return F.ap(F.map(fab, function(gab) {
            return function(ga) {
              return G.ap(gab, ga);
            };
          }), fa);
        };
      };
    }
    function apFirst(A) {
      return function(second) {
        return function(first) {
          return A.ap(A.map(first, function(a) {
            return function() {
              return a;
            };
          }), second);
        };
      };
    }
    function apSecond(A) {
      return function(second) {
        return function(first) {
          return A.ap(A.map(first, function() {
            return function(b) {
              return b;
            };
          }), second);
        };
      };
    }
    function apS(F) {
      return function(name, fb) {
        return function(fa) {
          return F.ap(F.map(fa, function(a) {
            return function(b) {
              var _a;
              return Object.assign({}, a, (_a = {}, _a[name] = b, _a));
            };
          }), fb);
        };
      };
    }
    function getApplySemigroup(F) {
      return function(S) {
        return {
          concat: function(first, second) {
            return F.ap(F.map(first, function(x) {
              return function(y) {
                return S.concat(x, y);
              };
            }), second);
          }
        };
      };
    }
    function curried(f, n, acc) {
      return function(x) {
        var combined = Array(acc.length + 1);
        for (var i = 0; i < acc.length; i++) {
          combined[i] = acc[i];
        }
        combined[acc.length] = x;
        return n === 0 ? f.apply(null, combined) : curried(f, n - 1, combined);
      };
    }
    var tupleConstructors = {
      1: function(a) {
        return [a];
      },
      2: function(a) {
        return function(b) {
          return [a, b];
        };
      },
      3: function(a) {
        return function(b) {
          return function(c) {
            return [a, b, c];
          };
        };
      },
      4: function(a) {
        return function(b) {
          return function(c) {
            return function(d) {
              return [a, b, c, d];
            };
          };
        };
      },
      5: function(a) {
        return function(b) {
          return function(c) {
            return function(d) {
              return function(e) {
                return [a, b, c, d, e];
              };
            };
          };
        };
      }
    };
    function getTupleConstructor(len) {
      if (!_.has.call(tupleConstructors, len)) {
        tupleConstructors[len] = curried(function_1.tuple, len - 1, []);
      }
      return tupleConstructors[len];
    }
    function sequenceT(F) {
      return function() {
        var args = [];
        for (var _i = 0; _i < arguments.length; _i++) {
          args[_i] = arguments[_i];
        }
        var len = args.length;
        var f = getTupleConstructor(len);
        var fas = F.map(args[0], f);
        for (var i = 1; i < len; i++) {
          fas = F.ap(fas, args[i]);
        }
        return fas;
      };
    }
    function getRecordConstructor(keys) {
      var len = keys.length;
      switch (len) {
        case 1:
          return function(a) {
            var _a;
            return _a = {}, _a[keys[0]] = a, _a;
          };
        case 2:
          return function(a) {
            return function(b) {
              var _a;
              return _a = {}, _a[keys[0]] = a, _a[keys[1]] = b, _a;
            };
          };
        case 3:
          return function(a) {
            return function(b) {
              return function(c) {
                var _a;
                return _a = {}, _a[keys[0]] = a, _a[keys[1]] = b, _a[keys[2]] = c, _a;
              };
            };
          };
        case 4:
          return function(a) {
            return function(b) {
              return function(c) {
                return function(d) {
                  var _a;
                  return _a = {}, _a[keys[0]] = a, _a[keys[1]] = b, _a[keys[2]] = c, _a[keys[3]] = d, _a;
                };
              };
            };
          };
        case 5:
          return function(a) {
            return function(b) {
              return function(c) {
                return function(d) {
                  return function(e) {
                    var _a;
                    return _a = {}, _a[keys[0]] = a, _a[keys[1]] = b, _a[keys[2]] = c, _a[keys[3]] = d, _a[keys[4]] = e, _a;
                  };
                };
              };
            };
          };
        default:
          return curried(function() {
            var args = [];
            for (var _i = 0; _i < arguments.length; _i++) {
              args[_i] = arguments[_i];
            }
            var r = {};
            for (var i = 0; i < len; i++) {
              r[keys[i]] = args[i];
            }
            return r;
          }, len - 1, []);
      }
    }
    function sequenceS(F) {
      return function(r) {
        var keys = Object.keys(r);
        var len = keys.length;
        var f = getRecordConstructor(keys);
        var fr = F.map(r[keys[0]], f);
        for (var i = 1; i < len; i++) {
          fr = F.ap(fr, r[keys[i]]);
        }
        return fr;
      };
    }
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/Functor.js
var require_Functor = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/Functor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.map = map;
    exports.flap = flap;
    exports.bindTo = bindTo;
    exports.let = let_;
    exports.getFunctorComposition = getFunctorComposition;
    exports.as = as;
    exports.asUnit = asUnit;
    var function_1 = require_function();
    function map(F, G) {
      return function(f) {
        return function(fa) {
          return F.map(fa, function(ga) {
            return G.map(ga, f);
          });
        };
      };
    }
    function flap(F) {
      return function(a) {
        return function(fab) {
          return F.map(fab, function(f) {
            return f(a);
          });
        };
      };
    }
    function bindTo(F) {
      return function(name) {
        return function(fa) {
          return F.map(fa, function(a) {
            var _a;
            return _a = {}, _a[name] = a, _a;
          });
        };
      };
    }
    function let_(F) {
      return function(name, f) {
        return function(fa) {
          return F.map(fa, function(a) {
            var _a;
            return Object.assign({}, a, (_a = {}, _a[name] = f(a), _a));
          });
        };
      };
    }
    function getFunctorComposition(F, G) {
      var _map = map(F, G);
      return {
        map: function(fga, f) {
          return (0, function_1.pipe)(fga, _map(f));
        }
      };
    }
    function as(F) {
      return function(self, b) {
        return F.map(self, function() {
          return b;
        });
      };
    }
    function asUnit(F) {
      var asM = as(F);
      return function(self) {
        return asM(self, void 0);
      };
    }
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/Applicative.js
var require_Applicative = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/Applicative.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getApplicativeMonoid = getApplicativeMonoid;
    exports.getApplicativeComposition = getApplicativeComposition;
    var Apply_1 = require_Apply();
    var function_1 = require_function();
    var Functor_1 = require_Functor();
    function getApplicativeMonoid(F) {
      var f = (0, Apply_1.getApplySemigroup)(F);
      return function(M) {
        return {
          concat: f(M).concat,
          empty: F.of(M.empty)
        };
      };
    }
    function getApplicativeComposition(F, G) {
      var map = (0, Functor_1.getFunctorComposition)(F, G).map;
      var _ap = (0, Apply_1.ap)(F, G);
      return {
        map,
        of: function(a) {
          return F.of(G.of(a));
        },
        ap: function(fgab, fga) {
          return (0, function_1.pipe)(fgab, _ap(fga));
        }
      };
    }
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/Chain.js
var require_Chain = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/Chain.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.chainFirst = chainFirst;
    exports.tap = tap;
    exports.bind = bind;
    function chainFirst(M) {
      var tapM = tap(M);
      return function(f) {
        return function(first) {
          return tapM(first, f);
        };
      };
    }
    function tap(M) {
      return function(first, f) {
        return M.chain(first, function(a) {
          return M.map(f(a), function() {
            return a;
          });
        });
      };
    }
    function bind(M) {
      return function(name, f) {
        return function(ma) {
          return M.chain(ma, function(a) {
            return M.map(f(a), function(b) {
              var _a;
              return Object.assign({}, a, (_a = {}, _a[name] = b, _a));
            });
          });
        };
      };
    }
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/ChainRec.js
var require_ChainRec = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/ChainRec.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.tailRec = void 0;
    var tailRec = function(startWith, f) {
      var ab = f(startWith);
      while (ab._tag === "Left") {
        ab = f(ab.left);
      }
      return ab.right;
    };
    exports.tailRec = tailRec;
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/FromEither.js
var require_FromEither = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/FromEither.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || function(mod) {
      if (mod && mod.__esModule) return mod;
      var result = {};
      if (mod != null) {
        for (var k in mod) if (k !== "default" && Object.prototype.hasOwnProperty.call(mod, k)) __createBinding(result, mod, k);
      }
      __setModuleDefault(result, mod);
      return result;
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fromOption = fromOption;
    exports.fromPredicate = fromPredicate;
    exports.fromOptionK = fromOptionK;
    exports.chainOptionK = chainOptionK;
    exports.fromEitherK = fromEitherK;
    exports.chainEitherK = chainEitherK;
    exports.chainFirstEitherK = chainFirstEitherK;
    exports.filterOrElse = filterOrElse;
    exports.tapEither = tapEither;
    var Chain_1 = require_Chain();
    var function_1 = require_function();
    var _ = __importStar(require_internal());
    function fromOption(F) {
      return function(onNone) {
        return function(ma) {
          return F.fromEither(_.isNone(ma) ? _.left(onNone()) : _.right(ma.value));
        };
      };
    }
    function fromPredicate(F) {
      return function(predicate, onFalse) {
        return function(a) {
          return F.fromEither(predicate(a) ? _.right(a) : _.left(onFalse(a)));
        };
      };
    }
    function fromOptionK(F) {
      var fromOptionF = fromOption(F);
      return function(onNone) {
        var from = fromOptionF(onNone);
        return function(f) {
          return (0, function_1.flow)(f, from);
        };
      };
    }
    function chainOptionK(F, M) {
      var fromOptionKF = fromOptionK(F);
      return function(onNone) {
        var from = fromOptionKF(onNone);
        return function(f) {
          return function(ma) {
            return M.chain(ma, from(f));
          };
        };
      };
    }
    function fromEitherK(F) {
      return function(f) {
        return (0, function_1.flow)(f, F.fromEither);
      };
    }
    function chainEitherK(F, M) {
      var fromEitherKF = fromEitherK(F);
      return function(f) {
        return function(ma) {
          return M.chain(ma, fromEitherKF(f));
        };
      };
    }
    function chainFirstEitherK(F, M) {
      var tapEitherM = tapEither(F, M);
      return function(f) {
        return function(ma) {
          return tapEitherM(ma, f);
        };
      };
    }
    function filterOrElse(F, M) {
      return function(predicate, onFalse) {
        return function(ma) {
          return M.chain(ma, function(a) {
            return F.fromEither(predicate(a) ? _.right(a) : _.left(onFalse(a)));
          });
        };
      };
    }
    function tapEither(F, M) {
      var fromEither = fromEitherK(F);
      var tapM = (0, Chain_1.tap)(M);
      return function(self, f) {
        return tapM(self, fromEither(f));
      };
    }
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/Separated.js
var require_Separated = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/Separated.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.right = exports.left = exports.flap = exports.Functor = exports.Bifunctor = exports.URI = exports.bimap = exports.mapLeft = exports.map = exports.separated = void 0;
    var function_1 = require_function();
    var Functor_1 = require_Functor();
    var separated = function(left2, right2) {
      return { left: left2, right: right2 };
    };
    exports.separated = separated;
    var _map = function(fa, f) {
      return (0, function_1.pipe)(fa, (0, exports.map)(f));
    };
    var _mapLeft = function(fa, f) {
      return (0, function_1.pipe)(fa, (0, exports.mapLeft)(f));
    };
    var _bimap = function(fa, g, f) {
      return (0, function_1.pipe)(fa, (0, exports.bimap)(g, f));
    };
    var map = function(f) {
      return function(fa) {
        return (0, exports.separated)((0, exports.left)(fa), f((0, exports.right)(fa)));
      };
    };
    exports.map = map;
    var mapLeft = function(f) {
      return function(fa) {
        return (0, exports.separated)(f((0, exports.left)(fa)), (0, exports.right)(fa));
      };
    };
    exports.mapLeft = mapLeft;
    var bimap = function(f, g) {
      return function(fa) {
        return (0, exports.separated)(f((0, exports.left)(fa)), g((0, exports.right)(fa)));
      };
    };
    exports.bimap = bimap;
    exports.URI = "Separated";
    exports.Bifunctor = {
      URI: exports.URI,
      mapLeft: _mapLeft,
      bimap: _bimap
    };
    exports.Functor = {
      URI: exports.URI,
      map: _map
    };
    exports.flap = (0, Functor_1.flap)(exports.Functor);
    var left = function(s) {
      return s.left;
    };
    exports.left = left;
    var right = function(s) {
      return s.right;
    };
    exports.right = right;
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/Witherable.js
var require_Witherable = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/Witherable.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || function(mod) {
      if (mod && mod.__esModule) return mod;
      var result = {};
      if (mod != null) {
        for (var k in mod) if (k !== "default" && Object.prototype.hasOwnProperty.call(mod, k)) __createBinding(result, mod, k);
      }
      __setModuleDefault(result, mod);
      return result;
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.wiltDefault = wiltDefault;
    exports.witherDefault = witherDefault;
    exports.filterE = filterE;
    var _ = __importStar(require_internal());
    function wiltDefault(T, C) {
      return function(F) {
        var traverseF = T.traverse(F);
        return function(wa, f) {
          return F.map(traverseF(wa, f), C.separate);
        };
      };
    }
    function witherDefault(T, C) {
      return function(F) {
        var traverseF = T.traverse(F);
        return function(wa, f) {
          return F.map(traverseF(wa, f), C.compact);
        };
      };
    }
    function filterE(W) {
      return function(F) {
        var witherF = W.wither(F);
        return function(predicate) {
          return function(ga) {
            return witherF(ga, function(a) {
              return F.map(predicate(a), function(b) {
                return b ? _.some(a) : _.none;
              });
            });
          };
        };
      };
    }
  }
});

// ../../work/wt-fold-speed/node_modules/fp-ts/lib/Either.js
var require_Either = __commonJS({
  "../../work/wt-fold-speed/node_modules/fp-ts/lib/Either.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || function(mod) {
      if (mod && mod.__esModule) return mod;
      var result = {};
      if (mod != null) {
        for (var k in mod) if (k !== "default" && Object.prototype.hasOwnProperty.call(mod, k)) __createBinding(result, mod, k);
      }
      __setModuleDefault(result, mod);
      return result;
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.match = exports.foldW = exports.matchW = exports.isRight = exports.isLeft = exports.fromOption = exports.fromPredicate = exports.FromEither = exports.MonadThrow = exports.throwError = exports.ChainRec = exports.Extend = exports.extend = exports.Alt = exports.alt = exports.altW = exports.Bifunctor = exports.mapLeft = exports.bimap = exports.Traversable = exports.sequence = exports.traverse = exports.Foldable = exports.reduceRight = exports.foldMap = exports.reduce = exports.Monad = exports.Chain = exports.Applicative = exports.Apply = exports.ap = exports.apW = exports.Pointed = exports.of = exports.asUnit = exports.as = exports.Functor = exports.map = exports.getAltValidation = exports.getApplicativeValidation = exports.getWitherable = exports.getFilterable = exports.getCompactable = exports.getSemigroup = exports.getEq = exports.getShow = exports.URI = exports.flatMap = exports.right = exports.left = void 0;
    exports.either = exports.stringifyJSON = exports.chainFirstW = exports.chainFirst = exports.chain = exports.chainW = exports.sequenceArray = exports.traverseArray = exports.traverseArrayWithIndex = exports.traverseReadonlyArrayWithIndex = exports.traverseReadonlyNonEmptyArrayWithIndex = exports.ApT = exports.apSW = exports.apS = exports.bindW = exports.bind = exports.let = exports.bindTo = exports.Do = exports.exists = exports.toUnion = exports.chainNullableK = exports.fromNullableK = exports.tryCatchK = exports.tryCatch = exports.fromNullable = exports.orElse = exports.orElseW = exports.swap = exports.filterOrElseW = exports.filterOrElse = exports.flatMapOption = exports.flatMapNullable = exports.liftOption = exports.liftNullable = exports.chainOptionKW = exports.chainOptionK = exports.fromOptionK = exports.duplicate = exports.flatten = exports.flattenW = exports.tap = exports.apSecondW = exports.apSecond = exports.apFirstW = exports.apFirst = exports.flap = exports.getOrElse = exports.getOrElseW = exports.fold = void 0;
    exports.getValidationMonoid = exports.getValidationSemigroup = exports.getApplyMonoid = exports.getApplySemigroup = void 0;
    exports.toError = toError;
    exports.elem = elem;
    exports.parseJSON = parseJSON;
    exports.getValidation = getValidation;
    var Applicative_1 = require_Applicative();
    var Apply_1 = require_Apply();
    var chainable = __importStar(require_Chain());
    var ChainRec_1 = require_ChainRec();
    var FromEither_1 = require_FromEither();
    var function_1 = require_function();
    var Functor_1 = require_Functor();
    var _ = __importStar(require_internal());
    var Separated_1 = require_Separated();
    var Witherable_1 = require_Witherable();
    exports.left = _.left;
    exports.right = _.right;
    exports.flatMap = (0, function_1.dual)(2, function(ma, f) {
      return (0, exports.isLeft)(ma) ? ma : f(ma.right);
    });
    var _map = function(fa, f) {
      return (0, function_1.pipe)(fa, (0, exports.map)(f));
    };
    var _ap = function(fab, fa) {
      return (0, function_1.pipe)(fab, (0, exports.ap)(fa));
    };
    var _reduce = function(fa, b, f) {
      return (0, function_1.pipe)(fa, (0, exports.reduce)(b, f));
    };
    var _foldMap = function(M) {
      return function(fa, f) {
        var foldMapM = (0, exports.foldMap)(M);
        return (0, function_1.pipe)(fa, foldMapM(f));
      };
    };
    var _reduceRight = function(fa, b, f) {
      return (0, function_1.pipe)(fa, (0, exports.reduceRight)(b, f));
    };
    var _traverse = function(F) {
      var traverseF = (0, exports.traverse)(F);
      return function(ta, f) {
        return (0, function_1.pipe)(ta, traverseF(f));
      };
    };
    var _bimap = function(fa, f, g) {
      return (0, function_1.pipe)(fa, (0, exports.bimap)(f, g));
    };
    var _mapLeft = function(fa, f) {
      return (0, function_1.pipe)(fa, (0, exports.mapLeft)(f));
    };
    var _alt = function(fa, that) {
      return (0, function_1.pipe)(fa, (0, exports.alt)(that));
    };
    var _extend = function(wa, f) {
      return (0, function_1.pipe)(wa, (0, exports.extend)(f));
    };
    var _chainRec = function(a, f) {
      return (0, ChainRec_1.tailRec)(f(a), function(e) {
        return (0, exports.isLeft)(e) ? (0, exports.right)((0, exports.left)(e.left)) : (0, exports.isLeft)(e.right) ? (0, exports.left)(f(e.right.left)) : (0, exports.right)((0, exports.right)(e.right.right));
      });
    };
    exports.URI = "Either";
    var getShow = function(SE, SA) {
      return {
        show: function(ma) {
          return (0, exports.isLeft)(ma) ? "left(".concat(SE.show(ma.left), ")") : "right(".concat(SA.show(ma.right), ")");
        }
      };
    };
    exports.getShow = getShow;
    var getEq = function(EL, EA) {
      return {
        equals: function(x, y) {
          return x === y || ((0, exports.isLeft)(x) ? (0, exports.isLeft)(y) && EL.equals(x.left, y.left) : (0, exports.isRight)(y) && EA.equals(x.right, y.right));
        }
      };
    };
    exports.getEq = getEq;
    var getSemigroup = function(S) {
      return {
        concat: function(x, y) {
          return (0, exports.isLeft)(y) ? x : (0, exports.isLeft)(x) ? y : (0, exports.right)(S.concat(x.right, y.right));
        }
      };
    };
    exports.getSemigroup = getSemigroup;
    var getCompactable = function(M) {
      var empty = (0, exports.left)(M.empty);
      return {
        URI: exports.URI,
        _E: void 0,
        compact: function(ma) {
          return (0, exports.isLeft)(ma) ? ma : ma.right._tag === "None" ? empty : (0, exports.right)(ma.right.value);
        },
        separate: function(ma) {
          return (0, exports.isLeft)(ma) ? (0, Separated_1.separated)(ma, ma) : (0, exports.isLeft)(ma.right) ? (0, Separated_1.separated)((0, exports.right)(ma.right.left), empty) : (0, Separated_1.separated)(empty, (0, exports.right)(ma.right.right));
        }
      };
    };
    exports.getCompactable = getCompactable;
    var getFilterable = function(M) {
      var empty = (0, exports.left)(M.empty);
      var _a = (0, exports.getCompactable)(M), compact = _a.compact, separate = _a.separate;
      var filter = function(ma, predicate) {
        return (0, exports.isLeft)(ma) ? ma : predicate(ma.right) ? ma : empty;
      };
      var partition = function(ma, p) {
        return (0, exports.isLeft)(ma) ? (0, Separated_1.separated)(ma, ma) : p(ma.right) ? (0, Separated_1.separated)(empty, (0, exports.right)(ma.right)) : (0, Separated_1.separated)((0, exports.right)(ma.right), empty);
      };
      return {
        URI: exports.URI,
        _E: void 0,
        map: _map,
        compact,
        separate,
        filter,
        filterMap: function(ma, f) {
          if ((0, exports.isLeft)(ma)) {
            return ma;
          }
          var ob = f(ma.right);
          return ob._tag === "None" ? empty : (0, exports.right)(ob.value);
        },
        partition,
        partitionMap: function(ma, f) {
          if ((0, exports.isLeft)(ma)) {
            return (0, Separated_1.separated)(ma, ma);
          }
          var e = f(ma.right);
          return (0, exports.isLeft)(e) ? (0, Separated_1.separated)((0, exports.right)(e.left), empty) : (0, Separated_1.separated)(empty, (0, exports.right)(e.right));
        }
      };
    };
    exports.getFilterable = getFilterable;
    var getWitherable = function(M) {
      var F_ = (0, exports.getFilterable)(M);
      var C = (0, exports.getCompactable)(M);
      return {
        URI: exports.URI,
        _E: void 0,
        map: _map,
        compact: F_.compact,
        separate: F_.separate,
        filter: F_.filter,
        filterMap: F_.filterMap,
        partition: F_.partition,
        partitionMap: F_.partitionMap,
        traverse: _traverse,
        sequence: exports.sequence,
        reduce: _reduce,
        foldMap: _foldMap,
        reduceRight: _reduceRight,
        wither: (0, Witherable_1.witherDefault)(exports.Traversable, C),
        wilt: (0, Witherable_1.wiltDefault)(exports.Traversable, C)
      };
    };
    exports.getWitherable = getWitherable;
    var getApplicativeValidation = function(SE) {
      return {
        URI: exports.URI,
        _E: void 0,
        map: _map,
        ap: function(fab, fa) {
          return (0, exports.isLeft)(fab) ? (0, exports.isLeft)(fa) ? (0, exports.left)(SE.concat(fab.left, fa.left)) : fab : (0, exports.isLeft)(fa) ? fa : (0, exports.right)(fab.right(fa.right));
        },
        of: exports.of
      };
    };
    exports.getApplicativeValidation = getApplicativeValidation;
    var getAltValidation = function(SE) {
      return {
        URI: exports.URI,
        _E: void 0,
        map: _map,
        alt: function(me, that) {
          if ((0, exports.isRight)(me)) {
            return me;
          }
          var ea = that();
          return (0, exports.isLeft)(ea) ? (0, exports.left)(SE.concat(me.left, ea.left)) : ea;
        }
      };
    };
    exports.getAltValidation = getAltValidation;
    var map = function(f) {
      return function(fa) {
        return (0, exports.isLeft)(fa) ? fa : (0, exports.right)(f(fa.right));
      };
    };
    exports.map = map;
    exports.Functor = {
      URI: exports.URI,
      map: _map
    };
    exports.as = (0, function_1.dual)(2, (0, Functor_1.as)(exports.Functor));
    exports.asUnit = (0, Functor_1.asUnit)(exports.Functor);
    exports.of = exports.right;
    exports.Pointed = {
      URI: exports.URI,
      of: exports.of
    };
    var apW = function(fa) {
      return function(fab) {
        return (0, exports.isLeft)(fab) ? fab : (0, exports.isLeft)(fa) ? fa : (0, exports.right)(fab.right(fa.right));
      };
    };
    exports.apW = apW;
    exports.ap = exports.apW;
    exports.Apply = {
      URI: exports.URI,
      map: _map,
      ap: _ap
    };
    exports.Applicative = {
      URI: exports.URI,
      map: _map,
      ap: _ap,
      of: exports.of
    };
    exports.Chain = {
      URI: exports.URI,
      map: _map,
      ap: _ap,
      chain: exports.flatMap
    };
    exports.Monad = {
      URI: exports.URI,
      map: _map,
      ap: _ap,
      of: exports.of,
      chain: exports.flatMap
    };
    var reduce = function(b, f) {
      return function(fa) {
        return (0, exports.isLeft)(fa) ? b : f(b, fa.right);
      };
    };
    exports.reduce = reduce;
    var foldMap = function(M) {
      return function(f) {
        return function(fa) {
          return (0, exports.isLeft)(fa) ? M.empty : f(fa.right);
        };
      };
    };
    exports.foldMap = foldMap;
    var reduceRight = function(b, f) {
      return function(fa) {
        return (0, exports.isLeft)(fa) ? b : f(fa.right, b);
      };
    };
    exports.reduceRight = reduceRight;
    exports.Foldable = {
      URI: exports.URI,
      reduce: _reduce,
      foldMap: _foldMap,
      reduceRight: _reduceRight
    };
    var traverse = function(F) {
      return function(f) {
        return function(ta) {
          return (0, exports.isLeft)(ta) ? F.of((0, exports.left)(ta.left)) : F.map(f(ta.right), exports.right);
        };
      };
    };
    exports.traverse = traverse;
    var sequence = function(F) {
      return function(ma) {
        return (0, exports.isLeft)(ma) ? F.of((0, exports.left)(ma.left)) : F.map(ma.right, exports.right);
      };
    };
    exports.sequence = sequence;
    exports.Traversable = {
      URI: exports.URI,
      map: _map,
      reduce: _reduce,
      foldMap: _foldMap,
      reduceRight: _reduceRight,
      traverse: _traverse,
      sequence: exports.sequence
    };
    var bimap = function(f, g) {
      return function(fa) {
        return (0, exports.isLeft)(fa) ? (0, exports.left)(f(fa.left)) : (0, exports.right)(g(fa.right));
      };
    };
    exports.bimap = bimap;
    var mapLeft = function(f) {
      return function(fa) {
        return (0, exports.isLeft)(fa) ? (0, exports.left)(f(fa.left)) : fa;
      };
    };
    exports.mapLeft = mapLeft;
    exports.Bifunctor = {
      URI: exports.URI,
      bimap: _bimap,
      mapLeft: _mapLeft
    };
    var altW = function(that) {
      return function(fa) {
        return (0, exports.isLeft)(fa) ? that() : fa;
      };
    };
    exports.altW = altW;
    exports.alt = exports.altW;
    exports.Alt = {
      URI: exports.URI,
      map: _map,
      alt: _alt
    };
    var extend = function(f) {
      return function(wa) {
        return (0, exports.isLeft)(wa) ? wa : (0, exports.right)(f(wa));
      };
    };
    exports.extend = extend;
    exports.Extend = {
      URI: exports.URI,
      map: _map,
      extend: _extend
    };
    exports.ChainRec = {
      URI: exports.URI,
      map: _map,
      ap: _ap,
      chain: exports.flatMap,
      chainRec: _chainRec
    };
    exports.throwError = exports.left;
    exports.MonadThrow = {
      URI: exports.URI,
      map: _map,
      ap: _ap,
      of: exports.of,
      chain: exports.flatMap,
      throwError: exports.throwError
    };
    exports.FromEither = {
      URI: exports.URI,
      fromEither: function_1.identity
    };
    exports.fromPredicate = (0, FromEither_1.fromPredicate)(exports.FromEither);
    exports.fromOption = /* @__PURE__ */ (0, FromEither_1.fromOption)(exports.FromEither);
    exports.isLeft = _.isLeft;
    exports.isRight = _.isRight;
    var matchW = function(onLeft, onRight) {
      return function(ma) {
        return (0, exports.isLeft)(ma) ? onLeft(ma.left) : onRight(ma.right);
      };
    };
    exports.matchW = matchW;
    exports.foldW = exports.matchW;
    exports.match = exports.matchW;
    exports.fold = exports.match;
    var getOrElseW = function(onLeft) {
      return function(ma) {
        return (0, exports.isLeft)(ma) ? onLeft(ma.left) : ma.right;
      };
    };
    exports.getOrElseW = getOrElseW;
    exports.getOrElse = exports.getOrElseW;
    exports.flap = (0, Functor_1.flap)(exports.Functor);
    exports.apFirst = (0, Apply_1.apFirst)(exports.Apply);
    exports.apFirstW = exports.apFirst;
    exports.apSecond = (0, Apply_1.apSecond)(exports.Apply);
    exports.apSecondW = exports.apSecond;
    exports.tap = (0, function_1.dual)(2, chainable.tap(exports.Chain));
    exports.flattenW = /* @__PURE__ */ (0, exports.flatMap)(function_1.identity);
    exports.flatten = exports.flattenW;
    exports.duplicate = (0, exports.extend)(function_1.identity);
    exports.fromOptionK = /* @__PURE__ */ (0, FromEither_1.fromOptionK)(exports.FromEither);
    exports.chainOptionK = (0, FromEither_1.chainOptionK)(exports.FromEither, exports.Chain);
    exports.chainOptionKW = exports.chainOptionK;
    var _FromEither = {
      fromEither: exports.FromEither.fromEither
    };
    exports.liftNullable = _.liftNullable(_FromEither);
    exports.liftOption = _.liftOption(_FromEither);
    var _FlatMap = {
      flatMap: exports.flatMap
    };
    exports.flatMapNullable = _.flatMapNullable(_FromEither, _FlatMap);
    exports.flatMapOption = _.flatMapOption(_FromEither, _FlatMap);
    exports.filterOrElse = (0, FromEither_1.filterOrElse)(exports.FromEither, exports.Chain);
    exports.filterOrElseW = exports.filterOrElse;
    var swap = function(ma) {
      return (0, exports.isLeft)(ma) ? (0, exports.right)(ma.left) : (0, exports.left)(ma.right);
    };
    exports.swap = swap;
    var orElseW = function(onLeft) {
      return function(ma) {
        return (0, exports.isLeft)(ma) ? onLeft(ma.left) : ma;
      };
    };
    exports.orElseW = orElseW;
    exports.orElse = exports.orElseW;
    var fromNullable = function(e) {
      return function(a) {
        return a == null ? (0, exports.left)(e) : (0, exports.right)(a);
      };
    };
    exports.fromNullable = fromNullable;
    var tryCatch = function(f, onThrow) {
      try {
        return (0, exports.right)(f());
      } catch (e) {
        return (0, exports.left)(onThrow(e));
      }
    };
    exports.tryCatch = tryCatch;
    var tryCatchK = function(f, onThrow) {
      return function() {
        var a = [];
        for (var _i = 0; _i < arguments.length; _i++) {
          a[_i] = arguments[_i];
        }
        return (0, exports.tryCatch)(function() {
          return f.apply(void 0, a);
        }, onThrow);
      };
    };
    exports.tryCatchK = tryCatchK;
    var fromNullableK = function(e) {
      var from = (0, exports.fromNullable)(e);
      return function(f) {
        return (0, function_1.flow)(f, from);
      };
    };
    exports.fromNullableK = fromNullableK;
    var chainNullableK = function(e) {
      var from = (0, exports.fromNullableK)(e);
      return function(f) {
        return (0, exports.flatMap)(from(f));
      };
    };
    exports.chainNullableK = chainNullableK;
    exports.toUnion = (0, exports.foldW)(function_1.identity, function_1.identity);
    function toError(e) {
      try {
        return e instanceof Error ? e : new Error(String(e));
      } catch (error) {
        return new Error();
      }
    }
    function elem(E) {
      return function(a, ma) {
        if (ma === void 0) {
          var elemE_1 = elem(E);
          return function(ma2) {
            return elemE_1(a, ma2);
          };
        }
        return (0, exports.isLeft)(ma) ? false : E.equals(a, ma.right);
      };
    }
    var exists = function(predicate) {
      return function(ma) {
        return (0, exports.isLeft)(ma) ? false : predicate(ma.right);
      };
    };
    exports.exists = exists;
    exports.Do = (0, exports.of)(_.emptyRecord);
    exports.bindTo = (0, Functor_1.bindTo)(exports.Functor);
    var let_ = /* @__PURE__ */ (0, Functor_1.let)(exports.Functor);
    exports.let = let_;
    exports.bind = chainable.bind(exports.Chain);
    exports.bindW = exports.bind;
    exports.apS = (0, Apply_1.apS)(exports.Apply);
    exports.apSW = exports.apS;
    exports.ApT = (0, exports.of)(_.emptyReadonlyArray);
    var traverseReadonlyNonEmptyArrayWithIndex = function(f) {
      return function(as) {
        var e = f(0, _.head(as));
        if ((0, exports.isLeft)(e)) {
          return e;
        }
        var out = [e.right];
        for (var i = 1; i < as.length; i++) {
          var e_1 = f(i, as[i]);
          if ((0, exports.isLeft)(e_1)) {
            return e_1;
          }
          out.push(e_1.right);
        }
        return (0, exports.right)(out);
      };
    };
    exports.traverseReadonlyNonEmptyArrayWithIndex = traverseReadonlyNonEmptyArrayWithIndex;
    var traverseReadonlyArrayWithIndex = function(f) {
      var g = (0, exports.traverseReadonlyNonEmptyArrayWithIndex)(f);
      return function(as) {
        return _.isNonEmpty(as) ? g(as) : exports.ApT;
      };
    };
    exports.traverseReadonlyArrayWithIndex = traverseReadonlyArrayWithIndex;
    exports.traverseArrayWithIndex = exports.traverseReadonlyArrayWithIndex;
    var traverseArray = function(f) {
      return (0, exports.traverseReadonlyArrayWithIndex)(function(_2, a) {
        return f(a);
      });
    };
    exports.traverseArray = traverseArray;
    exports.sequenceArray = /* @__PURE__ */ (0, exports.traverseArray)(function_1.identity);
    exports.chainW = exports.flatMap;
    exports.chain = exports.flatMap;
    exports.chainFirst = exports.tap;
    exports.chainFirstW = exports.tap;
    function parseJSON(s, onError) {
      return (0, exports.tryCatch)(function() {
        return JSON.parse(s);
      }, onError);
    }
    var stringifyJSON = function(u, onError) {
      return (0, exports.tryCatch)(function() {
        var s = JSON.stringify(u);
        if (typeof s !== "string") {
          throw new Error("Converting unsupported structure to JSON");
        }
        return s;
      }, onError);
    };
    exports.stringifyJSON = stringifyJSON;
    exports.either = {
      URI: exports.URI,
      map: _map,
      of: exports.of,
      ap: _ap,
      chain: exports.flatMap,
      reduce: _reduce,
      foldMap: _foldMap,
      reduceRight: _reduceRight,
      traverse: _traverse,
      sequence: exports.sequence,
      bimap: _bimap,
      mapLeft: _mapLeft,
      alt: _alt,
      extend: _extend,
      chainRec: _chainRec,
      throwError: exports.throwError
    };
    exports.getApplySemigroup = /* @__PURE__ */ (0, Apply_1.getApplySemigroup)(exports.Apply);
    exports.getApplyMonoid = /* @__PURE__ */ (0, Applicative_1.getApplicativeMonoid)(exports.Applicative);
    var getValidationSemigroup = function(SE, SA) {
      return (0, Apply_1.getApplySemigroup)((0, exports.getApplicativeValidation)(SE))(SA);
    };
    exports.getValidationSemigroup = getValidationSemigroup;
    var getValidationMonoid = function(SE, MA) {
      return (0, Applicative_1.getApplicativeMonoid)((0, exports.getApplicativeValidation)(SE))(MA);
    };
    exports.getValidationMonoid = getValidationMonoid;
    function getValidation(SE) {
      var ap = (0, exports.getApplicativeValidation)(SE).ap;
      var alt = (0, exports.getAltValidation)(SE).alt;
      return {
        URI: exports.URI,
        _E: void 0,
        map: _map,
        of: exports.of,
        chain: exports.flatMap,
        bimap: _bimap,
        mapLeft: _mapLeft,
        reduce: _reduce,
        foldMap: _foldMap,
        reduceRight: _reduceRight,
        extend: _extend,
        traverse: _traverse,
        sequence: exports.sequence,
        chainRec: _chainRec,
        throwError: exports.throwError,
        ap,
        alt
      };
    }
  }
});

// ../../work/wt-fold-speed/node_modules/io-ts/lib/index.js
var require_lib = __commonJS({
  "../../work/wt-fold-speed/node_modules/io-ts/lib/index.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      };
      return function(d, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    var __assign = exports && exports.__assign || function() {
      __assign = Object.assign || function(t24) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
          s = arguments[i];
          for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
            t24[p] = s[p];
        }
        return t24;
      };
      return __assign.apply(this, arguments);
    };
    var __spreadArray = exports && exports.__spreadArray || function(to, from, pack) {
      if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
        if (ar || !(i in from)) {
          if (!ar) ar = Array.prototype.slice.call(from, 0, i);
          ar[i] = from[i];
        }
      }
      return to.concat(ar || Array.prototype.slice.call(from));
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.partial = exports.PartialType = exports.type = exports.InterfaceType = exports.array = exports.ArrayType = exports.recursion = exports.RecursiveType = exports.Int = exports.brand = exports.RefinementType = exports.keyof = exports.KeyofType = exports.literal = exports.LiteralType = exports.void = exports.undefined = exports.null = exports.UnknownRecord = exports.AnyDictionaryType = exports.UnknownArray = exports.AnyArrayType = exports.boolean = exports.BooleanType = exports.bigint = exports.BigIntType = exports.number = exports.NumberType = exports.string = exports.StringType = exports.unknown = exports.UnknownType = exports.voidType = exports.VoidType = exports.UndefinedType = exports.nullType = exports.NullType = exports.getIndex = exports.getTags = exports.emptyTags = exports.mergeAll = exports.getDomainKeys = exports.appendContext = exports.getContextEntry = exports.getFunctionName = exports.identity = exports.Type = exports.success = exports.failure = exports.failures = void 0;
    exports.alias = exports.clean = exports.StrictType = exports.dictionary = exports.object = exports.ObjectType = exports.Dictionary = exports.getDefaultContext = exports.getValidationError = exports.interface = exports.Array = exports.taggedUnion = exports.TaggedUnionType = exports.Integer = exports.refinement = exports.any = exports.AnyType = exports.never = exports.NeverType = exports.Function = exports.FunctionType = exports.exact = exports.ExactType = exports.strict = exports.readonlyArray = exports.ReadonlyArrayType = exports.readonly = exports.ReadonlyType = exports.tuple = exports.TupleType = exports.intersection = exports.IntersectionType = exports.union = exports.UnionType = exports.record = exports.DictionaryType = void 0;
    var Either_1 = require_Either();
    exports.failures = Either_1.left;
    var failure = function(value, context, message) {
      return (0, exports.failures)([{ value, context, message }]);
    };
    exports.failure = failure;
    exports.success = Either_1.right;
    var Type2 = (
      /** @class */
      (function() {
        function Type3(name, is2, validate, encode) {
          this.name = name;
          this.is = is2;
          this.validate = validate;
          this.encode = encode;
          this.decode = this.decode.bind(this);
        }
        Type3.prototype.pipe = function(ab, name) {
          var _this = this;
          if (name === void 0) {
            name = "pipe(".concat(this.name, ", ").concat(ab.name, ")");
          }
          return new Type3(name, ab.is, function(i, c) {
            var e = _this.validate(i, c);
            if ((0, Either_1.isLeft)(e)) {
              return e;
            }
            return ab.validate(e.right, c);
          }, this.encode === exports.identity && ab.encode === exports.identity ? exports.identity : function(b) {
            return _this.encode(ab.encode(b));
          });
        };
        Type3.prototype.asDecoder = function() {
          return this;
        };
        Type3.prototype.asEncoder = function() {
          return this;
        };
        Type3.prototype.decode = function(i) {
          return this.validate(i, [{ key: "", type: this, actual: i }]);
        };
        return Type3;
      })()
    );
    exports.Type = Type2;
    var identity = function(a) {
      return a;
    };
    exports.identity = identity;
    function getFunctionName(f) {
      return f.displayName || f.name || "<function".concat(f.length, ">");
    }
    exports.getFunctionName = getFunctionName;
    function getContextEntry(key, decoder) {
      return { key, type: decoder };
    }
    exports.getContextEntry = getContextEntry;
    function appendContext(c, key, decoder, actual) {
      var len = c.length;
      var r = Array(len + 1);
      for (var i = 0; i < len; i++) {
        r[i] = c[i];
      }
      r[len] = { key, type: decoder, actual };
      return r;
    }
    exports.appendContext = appendContext;
    function pushAll(xs, ys) {
      var l = ys.length;
      for (var i = 0; i < l; i++) {
        xs.push(ys[i]);
      }
    }
    var hasOwnProperty = Object.prototype.hasOwnProperty;
    function getNameFromProps(props) {
      return Object.keys(props).map(function(k) {
        return "".concat(k, ": ").concat(props[k].name);
      }).join(", ");
    }
    function useIdentity(codecs) {
      for (var i = 0; i < codecs.length; i++) {
        if (codecs[i].encode !== exports.identity) {
          return false;
        }
      }
      return true;
    }
    function getInterfaceTypeName(props) {
      return "{ ".concat(getNameFromProps(props), " }");
    }
    function getPartialTypeName(inner) {
      return "Partial<".concat(inner, ">");
    }
    function enumerableRecord(keys, domain, codomain, name) {
      if (name === void 0) {
        name = "{ [K in ".concat(domain.name, "]: ").concat(codomain.name, " }");
      }
      var len = keys.length;
      var props = {};
      for (var i = 0; i < len; i++) {
        props[keys[i]] = codomain;
      }
      var exactCodec = (0, exports.strict)(props, name);
      return new DictionaryType(name, function(u) {
        return exactCodec.is(u);
      }, exactCodec.validate, exactCodec.encode, domain, codomain);
    }
    function getDomainKeys(domain) {
      var _a;
      if (isLiteralC(domain)) {
        var literal_1 = domain.value;
        if (exports.string.is(literal_1)) {
          return _a = {}, _a[literal_1] = null, _a;
        }
      } else if (isKeyofC(domain)) {
        return domain.keys;
      } else if (isUnionC(domain)) {
        var keys = domain.types.map(function(type7) {
          return getDomainKeys(type7);
        });
        return keys.some(undefinedType.is) ? void 0 : Object.assign.apply(Object, __spreadArray([{}], keys, false));
      }
      return void 0;
    }
    exports.getDomainKeys = getDomainKeys;
    function stripNonDomainKeys(o, domain) {
      var keys = Object.keys(o);
      var len = keys.length;
      var shouldStrip = false;
      var r = {};
      for (var i = 0; i < len; i++) {
        var k = keys[i];
        if (domain.is(k)) {
          r[k] = o[k];
        } else {
          shouldStrip = true;
        }
      }
      return shouldStrip ? r : o;
    }
    function nonEnumerableRecord(domain, codomain, name) {
      if (name === void 0) {
        name = "{ [K in ".concat(domain.name, "]: ").concat(codomain.name, " }");
      }
      return new DictionaryType(name, function(u) {
        if (exports.UnknownRecord.is(u)) {
          return Object.keys(u).every(function(k) {
            return !domain.is(k) || codomain.is(u[k]);
          });
        }
        return isAnyC(codomain) && Array.isArray(u);
      }, function(u, c) {
        if (exports.UnknownRecord.is(u)) {
          var a = {};
          var errors2 = [];
          var keys = Object.keys(u);
          var len = keys.length;
          var changed = false;
          for (var i = 0; i < len; i++) {
            var k = keys[i];
            var ok = u[k];
            var domainResult = domain.validate(k, appendContext(c, k, domain, k));
            if ((0, Either_1.isLeft)(domainResult)) {
              changed = true;
            } else {
              var vk = domainResult.right;
              changed = changed || vk !== k;
              k = vk;
              var codomainResult = codomain.validate(ok, appendContext(c, k, codomain, ok));
              if ((0, Either_1.isLeft)(codomainResult)) {
                pushAll(errors2, codomainResult.left);
              } else {
                var vok = codomainResult.right;
                changed = changed || vok !== ok;
                a[k] = vok;
              }
            }
          }
          return errors2.length > 0 ? (0, exports.failures)(errors2) : (0, exports.success)(changed ? a : u);
        }
        if (isAnyC(codomain) && Array.isArray(u)) {
          return (0, exports.success)(u);
        }
        return (0, exports.failure)(u, c);
      }, domain.encode === exports.identity && codomain.encode === exports.identity ? function(a) {
        return stripNonDomainKeys(a, domain);
      } : function(a) {
        var s = {};
        var keys = Object.keys(stripNonDomainKeys(a, domain));
        var len = keys.length;
        for (var i = 0; i < len; i++) {
          var k = keys[i];
          s[String(domain.encode(k))] = codomain.encode(a[k]);
        }
        return s;
      }, domain, codomain);
    }
    function getUnionName(codecs) {
      return "(" + codecs.map(function(type7) {
        return type7.name;
      }).join(" | ") + ")";
    }
    function mergeAll(base, us) {
      var equal = true;
      var primitive = true;
      var baseIsNotADictionary = !exports.UnknownRecord.is(base);
      for (var _i = 0, us_1 = us; _i < us_1.length; _i++) {
        var u = us_1[_i];
        if (u !== base) {
          equal = false;
        }
        if (exports.UnknownRecord.is(u)) {
          primitive = false;
        }
      }
      if (equal) {
        return base;
      } else if (primitive) {
        return us[us.length - 1];
      }
      var r = {};
      for (var _a = 0, us_2 = us; _a < us_2.length; _a++) {
        var u = us_2[_a];
        for (var k in u) {
          if (!hasOwnProperty.call(r, k) || baseIsNotADictionary || u[k] !== base[k]) {
            r[k] = u[k];
          }
        }
      }
      return r;
    }
    exports.mergeAll = mergeAll;
    function getProps(codec) {
      switch (codec._tag) {
        case "RefinementType":
        case "ReadonlyType":
          return getProps(codec.type);
        case "InterfaceType":
        case "StrictType":
        case "PartialType":
          return codec.props;
        case "IntersectionType":
          return codec.types.reduce(function(props, type7) {
            return Object.assign(props, getProps(type7));
          }, {});
      }
    }
    function stripKeys(o, props) {
      var keys = Object.getOwnPropertyNames(o);
      var shouldStrip = false;
      var r = {};
      for (var i = 0; i < keys.length; i++) {
        var key = keys[i];
        if (!hasOwnProperty.call(props, key)) {
          shouldStrip = true;
        } else {
          r[key] = o[key];
        }
      }
      return shouldStrip ? r : o;
    }
    function getExactTypeName(codec) {
      if (isTypeC(codec)) {
        return "{| ".concat(getNameFromProps(codec.props), " |}");
      } else if (isPartialC(codec)) {
        return getPartialTypeName("{| ".concat(getNameFromProps(codec.props), " |}"));
      }
      return "Exact<".concat(codec.name, ">");
    }
    function isNonEmpty(as) {
      return as.length > 0;
    }
    exports.emptyTags = {};
    function intersect(a, b) {
      var r = [];
      for (var _i = 0, a_1 = a; _i < a_1.length; _i++) {
        var v = a_1[_i];
        if (b.indexOf(v) !== -1) {
          r.push(v);
        }
      }
      return r;
    }
    function mergeTags(a, b) {
      if (a === exports.emptyTags) {
        return b;
      }
      if (b === exports.emptyTags) {
        return a;
      }
      var r = Object.assign({}, a);
      for (var k in b) {
        if (hasOwnProperty.call(a, k)) {
          var intersection_1 = intersect(a[k], b[k]);
          if (isNonEmpty(intersection_1)) {
            r[k] = intersection_1;
          } else {
            r = exports.emptyTags;
            break;
          }
        } else {
          r[k] = b[k];
        }
      }
      return r;
    }
    function intersectTags(a, b) {
      if (a === exports.emptyTags || b === exports.emptyTags) {
        return exports.emptyTags;
      }
      var r = exports.emptyTags;
      for (var k in a) {
        if (hasOwnProperty.call(b, k)) {
          var intersection_2 = intersect(a[k], b[k]);
          if (intersection_2.length === 0) {
            if (r === exports.emptyTags) {
              r = {};
            }
            r[k] = a[k].concat(b[k]);
          }
        }
      }
      return r;
    }
    function isAnyC(codec) {
      return codec._tag === "AnyType";
    }
    function isLiteralC(codec) {
      return codec._tag === "LiteralType";
    }
    function isKeyofC(codec) {
      return codec._tag === "KeyofType";
    }
    function isTypeC(codec) {
      return codec._tag === "InterfaceType";
    }
    function isPartialC(codec) {
      return codec._tag === "PartialType";
    }
    function isStrictC(codec) {
      return codec._tag === "StrictType";
    }
    function isExactC(codec) {
      return codec._tag === "ExactType";
    }
    function isRefinementC(codec) {
      return codec._tag === "RefinementType";
    }
    function isIntersectionC(codec) {
      return codec._tag === "IntersectionType";
    }
    function isUnionC(codec) {
      return codec._tag === "UnionType";
    }
    function isRecursiveC(codec) {
      return codec._tag === "RecursiveType";
    }
    function isReadonlyC(codec) {
      return codec._tag === "ReadonlyType";
    }
    var lazyCodecs = [];
    function getTags(codec) {
      if (lazyCodecs.indexOf(codec) !== -1) {
        return exports.emptyTags;
      }
      if (isTypeC(codec) || isStrictC(codec)) {
        var index = exports.emptyTags;
        for (var k in codec.props) {
          var prop = codec.props[k];
          if (isLiteralC(prop)) {
            if (index === exports.emptyTags) {
              index = {};
            }
            index[k] = [prop.value];
          }
        }
        return index;
      } else if (isExactC(codec) || isRefinementC(codec) || isReadonlyC(codec)) {
        return getTags(codec.type);
      } else if (isIntersectionC(codec)) {
        return codec.types.reduce(function(tags2, codec2) {
          return mergeTags(tags2, getTags(codec2));
        }, exports.emptyTags);
      } else if (isUnionC(codec)) {
        return codec.types.slice(1).reduce(function(tags2, codec2) {
          return intersectTags(tags2, getTags(codec2));
        }, getTags(codec.types[0]));
      } else if (isRecursiveC(codec)) {
        lazyCodecs.push(codec);
        var tags = getTags(codec.type);
        lazyCodecs.pop();
        return tags;
      }
      return exports.emptyTags;
    }
    exports.getTags = getTags;
    function getIndex(codecs) {
      var tags = getTags(codecs[0]);
      var keys = Object.keys(tags);
      var len = codecs.length;
      var _loop_1 = function(k2) {
        var all = tags[k2].slice();
        var index = [tags[k2]];
        for (var i = 1; i < len; i++) {
          var codec = codecs[i];
          var ctags = getTags(codec);
          var values = ctags[k2];
          if (values === void 0) {
            return "continue-keys";
          } else {
            if (values.some(function(v) {
              return all.indexOf(v) !== -1;
            })) {
              return "continue-keys";
            } else {
              all.push.apply(all, values);
              index.push(values);
            }
          }
        }
        return { value: [k2, index] };
      };
      keys: for (var _i = 0, keys_1 = keys; _i < keys_1.length; _i++) {
        var k = keys_1[_i];
        var state_1 = _loop_1(k);
        if (typeof state_1 === "object")
          return state_1.value;
        switch (state_1) {
          case "continue-keys":
            continue keys;
        }
      }
      return void 0;
    }
    exports.getIndex = getIndex;
    var NullType = (
      /** @class */
      (function(_super) {
        __extends(NullType2, _super);
        function NullType2() {
          var _this = _super.call(this, "null", function(u) {
            return u === null;
          }, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "NullType";
          return _this;
        }
        return NullType2;
      })(Type2)
    );
    exports.NullType = NullType;
    exports.nullType = new NullType();
    exports.null = exports.nullType;
    var UndefinedType = (
      /** @class */
      (function(_super) {
        __extends(UndefinedType2, _super);
        function UndefinedType2() {
          var _this = _super.call(this, "undefined", function(u) {
            return u === void 0;
          }, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "UndefinedType";
          return _this;
        }
        return UndefinedType2;
      })(Type2)
    );
    exports.UndefinedType = UndefinedType;
    var undefinedType = new UndefinedType();
    exports.undefined = undefinedType;
    var VoidType = (
      /** @class */
      (function(_super) {
        __extends(VoidType2, _super);
        function VoidType2() {
          var _this = _super.call(this, "void", undefinedType.is, undefinedType.validate, exports.identity) || this;
          _this._tag = "VoidType";
          return _this;
        }
        return VoidType2;
      })(Type2)
    );
    exports.VoidType = VoidType;
    exports.voidType = new VoidType();
    exports.void = exports.voidType;
    var UnknownType = (
      /** @class */
      (function(_super) {
        __extends(UnknownType2, _super);
        function UnknownType2() {
          var _this = _super.call(this, "unknown", function(_) {
            return true;
          }, exports.success, exports.identity) || this;
          _this._tag = "UnknownType";
          return _this;
        }
        return UnknownType2;
      })(Type2)
    );
    exports.UnknownType = UnknownType;
    exports.unknown = new UnknownType();
    var StringType = (
      /** @class */
      (function(_super) {
        __extends(StringType2, _super);
        function StringType2() {
          var _this = _super.call(this, "string", function(u) {
            return typeof u === "string";
          }, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "StringType";
          return _this;
        }
        return StringType2;
      })(Type2)
    );
    exports.StringType = StringType;
    exports.string = new StringType();
    var NumberType = (
      /** @class */
      (function(_super) {
        __extends(NumberType2, _super);
        function NumberType2() {
          var _this = _super.call(this, "number", function(u) {
            return typeof u === "number";
          }, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "NumberType";
          return _this;
        }
        return NumberType2;
      })(Type2)
    );
    exports.NumberType = NumberType;
    exports.number = new NumberType();
    var BigIntType = (
      /** @class */
      (function(_super) {
        __extends(BigIntType2, _super);
        function BigIntType2() {
          var _this = _super.call(
            this,
            "bigint",
            // tslint:disable-next-line: valid-typeof
            function(u) {
              return typeof u === "bigint";
            },
            function(u, c) {
              return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
            },
            exports.identity
          ) || this;
          _this._tag = "BigIntType";
          return _this;
        }
        return BigIntType2;
      })(Type2)
    );
    exports.BigIntType = BigIntType;
    exports.bigint = new BigIntType();
    var BooleanType = (
      /** @class */
      (function(_super) {
        __extends(BooleanType2, _super);
        function BooleanType2() {
          var _this = _super.call(this, "boolean", function(u) {
            return typeof u === "boolean";
          }, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "BooleanType";
          return _this;
        }
        return BooleanType2;
      })(Type2)
    );
    exports.BooleanType = BooleanType;
    exports.boolean = new BooleanType();
    var AnyArrayType = (
      /** @class */
      (function(_super) {
        __extends(AnyArrayType2, _super);
        function AnyArrayType2() {
          var _this = _super.call(this, "UnknownArray", Array.isArray, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "AnyArrayType";
          return _this;
        }
        return AnyArrayType2;
      })(Type2)
    );
    exports.AnyArrayType = AnyArrayType;
    exports.UnknownArray = new AnyArrayType();
    exports.Array = exports.UnknownArray;
    var AnyDictionaryType = (
      /** @class */
      (function(_super) {
        __extends(AnyDictionaryType2, _super);
        function AnyDictionaryType2() {
          var _this = _super.call(this, "UnknownRecord", function(u) {
            return u !== null && typeof u === "object" && !Array.isArray(u);
          }, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "AnyDictionaryType";
          return _this;
        }
        return AnyDictionaryType2;
      })(Type2)
    );
    exports.AnyDictionaryType = AnyDictionaryType;
    exports.UnknownRecord = new AnyDictionaryType();
    var LiteralType = (
      /** @class */
      (function(_super) {
        __extends(LiteralType2, _super);
        function LiteralType2(name, is2, validate, encode, value) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.value = value;
          _this._tag = "LiteralType";
          return _this;
        }
        return LiteralType2;
      })(Type2)
    );
    exports.LiteralType = LiteralType;
    function literal2(value, name) {
      if (name === void 0) {
        name = JSON.stringify(value);
      }
      var is2 = function(u) {
        return u === value;
      };
      return new LiteralType(name, is2, function(u, c) {
        return is2(u) ? (0, exports.success)(value) : (0, exports.failure)(u, c);
      }, exports.identity, value);
    }
    exports.literal = literal2;
    var KeyofType = (
      /** @class */
      (function(_super) {
        __extends(KeyofType2, _super);
        function KeyofType2(name, is2, validate, encode, keys) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.keys = keys;
          _this._tag = "KeyofType";
          return _this;
        }
        return KeyofType2;
      })(Type2)
    );
    exports.KeyofType = KeyofType;
    function keyof5(keys, name) {
      if (name === void 0) {
        name = Object.keys(keys).map(function(k) {
          return JSON.stringify(k);
        }).join(" | ");
      }
      var is2 = function(u) {
        return exports.string.is(u) && hasOwnProperty.call(keys, u);
      };
      return new KeyofType(name, is2, function(u, c) {
        return is2(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
      }, exports.identity, keys);
    }
    exports.keyof = keyof5;
    var RefinementType = (
      /** @class */
      (function(_super) {
        __extends(RefinementType2, _super);
        function RefinementType2(name, is2, validate, encode, type7, predicate) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.type = type7;
          _this.predicate = predicate;
          _this._tag = "RefinementType";
          return _this;
        }
        return RefinementType2;
      })(Type2)
    );
    exports.RefinementType = RefinementType;
    function brand2(codec, predicate, name) {
      return refinement9(codec, predicate, name);
    }
    exports.brand = brand2;
    exports.Int = brand2(exports.number, function(n) {
      return Number.isInteger(n);
    }, "Int");
    var RecursiveType = (
      /** @class */
      (function(_super) {
        __extends(RecursiveType2, _super);
        function RecursiveType2(name, is2, validate, encode, runDefinition) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.runDefinition = runDefinition;
          _this._tag = "RecursiveType";
          return _this;
        }
        return RecursiveType2;
      })(Type2)
    );
    exports.RecursiveType = RecursiveType;
    Object.defineProperty(RecursiveType.prototype, "type", {
      get: function() {
        return this.runDefinition();
      },
      enumerable: true,
      configurable: true
    });
    function recursion2(name, definition) {
      var cache;
      var runDefinition = function() {
        if (!cache) {
          cache = definition(Self);
          cache.name = name;
        }
        return cache;
      };
      var Self = new RecursiveType(name, function(u) {
        return runDefinition().is(u);
      }, function(u, c) {
        return runDefinition().validate(u, c);
      }, function(a) {
        return runDefinition().encode(a);
      }, runDefinition);
      return Self;
    }
    exports.recursion = recursion2;
    var ArrayType = (
      /** @class */
      (function(_super) {
        __extends(ArrayType2, _super);
        function ArrayType2(name, is2, validate, encode, type7) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.type = type7;
          _this._tag = "ArrayType";
          return _this;
        }
        return ArrayType2;
      })(Type2)
    );
    exports.ArrayType = ArrayType;
    function array12(item, name) {
      if (name === void 0) {
        name = "Array<".concat(item.name, ">");
      }
      return new ArrayType(name, function(u) {
        return exports.UnknownArray.is(u) && u.every(item.is);
      }, function(u, c) {
        var e = exports.UnknownArray.validate(u, c);
        if ((0, Either_1.isLeft)(e)) {
          return e;
        }
        var us = e.right;
        var len = us.length;
        var as = us;
        var errors2 = [];
        for (var i = 0; i < len; i++) {
          var ui = us[i];
          var result = item.validate(ui, appendContext(c, String(i), item, ui));
          if ((0, Either_1.isLeft)(result)) {
            pushAll(errors2, result.left);
          } else {
            var ai = result.right;
            if (ai !== ui) {
              if (as === us) {
                as = us.slice();
              }
              as[i] = ai;
            }
          }
        }
        return errors2.length > 0 ? (0, exports.failures)(errors2) : (0, exports.success)(as);
      }, item.encode === exports.identity ? exports.identity : function(a) {
        return a.map(item.encode);
      }, item);
    }
    exports.array = array12;
    var InterfaceType = (
      /** @class */
      (function(_super) {
        __extends(InterfaceType2, _super);
        function InterfaceType2(name, is2, validate, encode, props) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.props = props;
          _this._tag = "InterfaceType";
          return _this;
        }
        return InterfaceType2;
      })(Type2)
    );
    exports.InterfaceType = InterfaceType;
    function type6(props, name) {
      if (name === void 0) {
        name = getInterfaceTypeName(props);
      }
      var keys = Object.keys(props);
      var types = keys.map(function(key) {
        return props[key];
      });
      var len = keys.length;
      return new InterfaceType(name, function(u) {
        if (exports.UnknownRecord.is(u)) {
          for (var i = 0; i < len; i++) {
            var k = keys[i];
            var uk = u[k];
            if (uk === void 0 && !hasOwnProperty.call(u, k) || !types[i].is(uk)) {
              return false;
            }
          }
          return true;
        }
        return false;
      }, function(u, c) {
        var e = exports.UnknownRecord.validate(u, c);
        if ((0, Either_1.isLeft)(e)) {
          return e;
        }
        var o = e.right;
        var a = o;
        var errors2 = [];
        for (var i = 0; i < len; i++) {
          var k = keys[i];
          var ak = a[k];
          var type_1 = types[i];
          var result = type_1.validate(ak, appendContext(c, k, type_1, ak));
          if ((0, Either_1.isLeft)(result)) {
            pushAll(errors2, result.left);
          } else {
            var vak = result.right;
            if (vak !== ak || vak === void 0 && !hasOwnProperty.call(a, k)) {
              if (a === o) {
                a = __assign({}, o);
              }
              a[k] = vak;
            }
          }
        }
        return errors2.length > 0 ? (0, exports.failures)(errors2) : (0, exports.success)(a);
      }, useIdentity(types) ? exports.identity : function(a) {
        var s = __assign({}, a);
        for (var i = 0; i < len; i++) {
          var k = keys[i];
          var encode = types[i].encode;
          if (encode !== exports.identity) {
            s[k] = encode(a[k]);
          }
        }
        return s;
      }, props);
    }
    exports.type = type6;
    exports.interface = type6;
    var PartialType = (
      /** @class */
      (function(_super) {
        __extends(PartialType2, _super);
        function PartialType2(name, is2, validate, encode, props) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.props = props;
          _this._tag = "PartialType";
          return _this;
        }
        return PartialType2;
      })(Type2)
    );
    exports.PartialType = PartialType;
    function partial8(props, name) {
      if (name === void 0) {
        name = getPartialTypeName(getInterfaceTypeName(props));
      }
      var keys = Object.keys(props);
      var types = keys.map(function(key) {
        return props[key];
      });
      var len = keys.length;
      return new PartialType(name, function(u) {
        if (exports.UnknownRecord.is(u)) {
          for (var i = 0; i < len; i++) {
            var k = keys[i];
            var uk = u[k];
            if (uk !== void 0 && !props[k].is(uk)) {
              return false;
            }
          }
          return true;
        }
        return false;
      }, function(u, c) {
        var e = exports.UnknownRecord.validate(u, c);
        if ((0, Either_1.isLeft)(e)) {
          return e;
        }
        var o = e.right;
        var a = o;
        var errors2 = [];
        for (var i = 0; i < len; i++) {
          var k = keys[i];
          var ak = a[k];
          var type_2 = props[k];
          var result = type_2.validate(ak, appendContext(c, k, type_2, ak));
          if ((0, Either_1.isLeft)(result)) {
            if (ak !== void 0) {
              pushAll(errors2, result.left);
            }
          } else {
            var vak = result.right;
            if (vak !== ak) {
              if (a === o) {
                a = __assign({}, o);
              }
              a[k] = vak;
            }
          }
        }
        return errors2.length > 0 ? (0, exports.failures)(errors2) : (0, exports.success)(a);
      }, useIdentity(types) ? exports.identity : function(a) {
        var s = __assign({}, a);
        for (var i = 0; i < len; i++) {
          var k = keys[i];
          var ak = a[k];
          if (ak !== void 0) {
            s[k] = types[i].encode(ak);
          }
        }
        return s;
      }, props);
    }
    exports.partial = partial8;
    var DictionaryType = (
      /** @class */
      (function(_super) {
        __extends(DictionaryType2, _super);
        function DictionaryType2(name, is2, validate, encode, domain, codomain) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.domain = domain;
          _this.codomain = codomain;
          _this._tag = "DictionaryType";
          return _this;
        }
        return DictionaryType2;
      })(Type2)
    );
    exports.DictionaryType = DictionaryType;
    function record3(domain, codomain, name) {
      var keys = getDomainKeys(domain);
      return keys ? enumerableRecord(Object.keys(keys), domain, codomain, name) : nonEnumerableRecord(domain, codomain, name);
    }
    exports.record = record3;
    var UnionType = (
      /** @class */
      (function(_super) {
        __extends(UnionType2, _super);
        function UnionType2(name, is2, validate, encode, types) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.types = types;
          _this._tag = "UnionType";
          return _this;
        }
        return UnionType2;
      })(Type2)
    );
    exports.UnionType = UnionType;
    function union4(codecs, name) {
      if (name === void 0) {
        name = getUnionName(codecs);
      }
      var index = getIndex(codecs);
      if (index !== void 0 && codecs.length > 0) {
        var tag_1 = index[0], groups_1 = index[1];
        var len_1 = groups_1.length;
        var find_1 = function(value) {
          for (var i = 0; i < len_1; i++) {
            if (groups_1[i].indexOf(value) !== -1) {
              return i;
            }
          }
          return void 0;
        };
        return new TaggedUnionType(name, function(u) {
          if (exports.UnknownRecord.is(u)) {
            var i = find_1(u[tag_1]);
            return i !== void 0 ? codecs[i].is(u) : false;
          }
          return false;
        }, function(u, c) {
          var e = exports.UnknownRecord.validate(u, c);
          if ((0, Either_1.isLeft)(e)) {
            return e;
          }
          var r = e.right;
          var i = find_1(r[tag_1]);
          if (i === void 0) {
            return (0, exports.failure)(u, c);
          }
          var codec = codecs[i];
          return codec.validate(r, appendContext(c, String(i), codec, r));
        }, useIdentity(codecs) ? exports.identity : function(a) {
          var i = find_1(a[tag_1]);
          if (i === void 0) {
            throw new Error("no codec found to encode value in union codec ".concat(name));
          } else {
            return codecs[i].encode(a);
          }
        }, codecs, tag_1);
      } else {
        return new UnionType(name, function(u) {
          return codecs.some(function(type7) {
            return type7.is(u);
          });
        }, function(u, c) {
          var errors2 = [];
          for (var i = 0; i < codecs.length; i++) {
            var codec = codecs[i];
            var result = codec.validate(u, appendContext(c, String(i), codec, u));
            if ((0, Either_1.isLeft)(result)) {
              pushAll(errors2, result.left);
            } else {
              return (0, exports.success)(result.right);
            }
          }
          return (0, exports.failures)(errors2);
        }, useIdentity(codecs) ? exports.identity : function(a) {
          for (var _i = 0, codecs_1 = codecs; _i < codecs_1.length; _i++) {
            var codec = codecs_1[_i];
            if (codec.is(a)) {
              return codec.encode(a);
            }
          }
          throw new Error("no codec found to encode value in union type ".concat(name));
        }, codecs);
      }
    }
    exports.union = union4;
    var IntersectionType = (
      /** @class */
      (function(_super) {
        __extends(IntersectionType2, _super);
        function IntersectionType2(name, is2, validate, encode, types) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.types = types;
          _this._tag = "IntersectionType";
          return _this;
        }
        return IntersectionType2;
      })(Type2)
    );
    exports.IntersectionType = IntersectionType;
    function intersection5(codecs, name) {
      if (name === void 0) {
        name = "(".concat(codecs.map(function(type7) {
          return type7.name;
        }).join(" & "), ")");
      }
      var len = codecs.length;
      return new IntersectionType(name, function(u) {
        return codecs.every(function(type7) {
          return type7.is(u);
        });
      }, codecs.length === 0 ? exports.success : function(u, c) {
        var us = [];
        var errors2 = [];
        for (var i = 0; i < len; i++) {
          var codec = codecs[i];
          var result = codec.validate(u, appendContext(c, String(i), codec, u));
          if ((0, Either_1.isLeft)(result)) {
            pushAll(errors2, result.left);
          } else {
            us.push(result.right);
          }
        }
        return errors2.length > 0 ? (0, exports.failures)(errors2) : (0, exports.success)(mergeAll(u, us));
      }, codecs.length === 0 ? exports.identity : function(a) {
        return mergeAll(a, codecs.map(function(codec) {
          return codec.encode(a);
        }));
      }, codecs);
    }
    exports.intersection = intersection5;
    var TupleType = (
      /** @class */
      (function(_super) {
        __extends(TupleType2, _super);
        function TupleType2(name, is2, validate, encode, types) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.types = types;
          _this._tag = "TupleType";
          return _this;
        }
        return TupleType2;
      })(Type2)
    );
    exports.TupleType = TupleType;
    function tuple(codecs, name) {
      if (name === void 0) {
        name = "[".concat(codecs.map(function(type7) {
          return type7.name;
        }).join(", "), "]");
      }
      var len = codecs.length;
      return new TupleType(name, function(u) {
        return exports.UnknownArray.is(u) && u.length === len && codecs.every(function(type7, i) {
          return type7.is(u[i]);
        });
      }, function(u, c) {
        var e = exports.UnknownArray.validate(u, c);
        if ((0, Either_1.isLeft)(e)) {
          return e;
        }
        var us = e.right;
        var as = us.length > len ? us.slice(0, len) : us;
        var errors2 = [];
        for (var i = 0; i < len; i++) {
          var a = us[i];
          var type_3 = codecs[i];
          var result = type_3.validate(a, appendContext(c, String(i), type_3, a));
          if ((0, Either_1.isLeft)(result)) {
            pushAll(errors2, result.left);
          } else {
            var va = result.right;
            if (va !== a) {
              if (as === us) {
                as = us.slice();
              }
              as[i] = va;
            }
          }
        }
        return errors2.length > 0 ? (0, exports.failures)(errors2) : (0, exports.success)(as);
      }, useIdentity(codecs) ? exports.identity : function(a) {
        return codecs.map(function(type7, i) {
          return type7.encode(a[i]);
        });
      }, codecs);
    }
    exports.tuple = tuple;
    var ReadonlyType = (
      /** @class */
      (function(_super) {
        __extends(ReadonlyType2, _super);
        function ReadonlyType2(name, is2, validate, encode, type7) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.type = type7;
          _this._tag = "ReadonlyType";
          return _this;
        }
        return ReadonlyType2;
      })(Type2)
    );
    exports.ReadonlyType = ReadonlyType;
    function readonly(codec, name) {
      if (name === void 0) {
        name = "Readonly<".concat(codec.name, ">");
      }
      return new ReadonlyType(name, codec.is, codec.validate, codec.encode, codec);
    }
    exports.readonly = readonly;
    var ReadonlyArrayType = (
      /** @class */
      (function(_super) {
        __extends(ReadonlyArrayType2, _super);
        function ReadonlyArrayType2(name, is2, validate, encode, type7) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.type = type7;
          _this._tag = "ReadonlyArrayType";
          return _this;
        }
        return ReadonlyArrayType2;
      })(Type2)
    );
    exports.ReadonlyArrayType = ReadonlyArrayType;
    function readonlyArray(item, name) {
      if (name === void 0) {
        name = "ReadonlyArray<".concat(item.name, ">");
      }
      var codec = array12(item);
      return new ReadonlyArrayType(name, codec.is, codec.validate, codec.encode, item);
    }
    exports.readonlyArray = readonlyArray;
    var strict4 = function(props, name) {
      return exact4(type6(props), name);
    };
    exports.strict = strict4;
    var ExactType = (
      /** @class */
      (function(_super) {
        __extends(ExactType2, _super);
        function ExactType2(name, is2, validate, encode, type7) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.type = type7;
          _this._tag = "ExactType";
          return _this;
        }
        return ExactType2;
      })(Type2)
    );
    exports.ExactType = ExactType;
    function exact4(codec, name) {
      if (name === void 0) {
        name = getExactTypeName(codec);
      }
      var props = getProps(codec);
      return new ExactType(name, codec.is, function(u, c) {
        var e = exports.UnknownRecord.validate(u, c);
        if ((0, Either_1.isLeft)(e)) {
          return e;
        }
        var ce = codec.validate(u, c);
        if ((0, Either_1.isLeft)(ce)) {
          return ce;
        }
        return (0, Either_1.right)(stripKeys(ce.right, props));
      }, function(a) {
        return codec.encode(stripKeys(a, props));
      }, codec);
    }
    exports.exact = exact4;
    var FunctionType = (
      /** @class */
      (function(_super) {
        __extends(FunctionType2, _super);
        function FunctionType2() {
          var _this = _super.call(
            this,
            "Function",
            // tslint:disable-next-line:strict-type-predicates
            function(u) {
              return typeof u === "function";
            },
            function(u, c) {
              return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
            },
            exports.identity
          ) || this;
          _this._tag = "FunctionType";
          return _this;
        }
        return FunctionType2;
      })(Type2)
    );
    exports.FunctionType = FunctionType;
    exports.Function = new FunctionType();
    var NeverType = (
      /** @class */
      (function(_super) {
        __extends(NeverType2, _super);
        function NeverType2() {
          var _this = _super.call(
            this,
            "never",
            function(_) {
              return false;
            },
            function(u, c) {
              return (0, exports.failure)(u, c);
            },
            /* istanbul ignore next */
            function() {
              throw new Error("cannot encode never");
            }
          ) || this;
          _this._tag = "NeverType";
          return _this;
        }
        return NeverType2;
      })(Type2)
    );
    exports.NeverType = NeverType;
    exports.never = new NeverType();
    var AnyType = (
      /** @class */
      (function(_super) {
        __extends(AnyType2, _super);
        function AnyType2() {
          var _this = _super.call(this, "any", function(_) {
            return true;
          }, exports.success, exports.identity) || this;
          _this._tag = "AnyType";
          return _this;
        }
        return AnyType2;
      })(Type2)
    );
    exports.AnyType = AnyType;
    exports.any = new AnyType();
    function refinement9(codec, predicate, name) {
      if (name === void 0) {
        name = "(".concat(codec.name, " | ").concat(getFunctionName(predicate), ")");
      }
      return new RefinementType(name, function(u) {
        return codec.is(u) && predicate(u);
      }, function(i, c) {
        var e = codec.validate(i, c);
        if ((0, Either_1.isLeft)(e)) {
          return e;
        }
        var a = e.right;
        return predicate(a) ? (0, exports.success)(a) : (0, exports.failure)(a, c);
      }, codec.encode, codec, predicate);
    }
    exports.refinement = refinement9;
    exports.Integer = refinement9(exports.number, Number.isInteger, "Integer");
    var TaggedUnionType = (
      /** @class */
      (function(_super) {
        __extends(TaggedUnionType2, _super);
        function TaggedUnionType2(name, is2, validate, encode, codecs, tag) {
          var _this = _super.call(this, name, is2, validate, encode, codecs) || this;
          _this.tag = tag;
          return _this;
        }
        return TaggedUnionType2;
      })(UnionType)
    );
    exports.TaggedUnionType = TaggedUnionType;
    var taggedUnion = function(tag, codecs, name) {
      if (name === void 0) {
        name = getUnionName(codecs);
      }
      var U = union4(codecs, name);
      if (U instanceof TaggedUnionType) {
        return U;
      } else {
        console.warn("[io-ts] Cannot build a tagged union for ".concat(name, ", returning a de-optimized union"));
        return new TaggedUnionType(name, U.is, U.validate, U.encode, codecs, tag);
      }
    };
    exports.taggedUnion = taggedUnion;
    var getValidationError = function(value, context) {
      return {
        value,
        context
      };
    };
    exports.getValidationError = getValidationError;
    var getDefaultContext = function(decoder) {
      return [
        { key: "", type: decoder }
      ];
    };
    exports.getDefaultContext = getDefaultContext;
    exports.Dictionary = exports.UnknownRecord;
    var ObjectType = (
      /** @class */
      (function(_super) {
        __extends(ObjectType2, _super);
        function ObjectType2() {
          var _this = _super.call(this, "object", function(u) {
            return u !== null && typeof u === "object";
          }, function(u, c) {
            return _this.is(u) ? (0, exports.success)(u) : (0, exports.failure)(u, c);
          }, exports.identity) || this;
          _this._tag = "ObjectType";
          return _this;
        }
        return ObjectType2;
      })(Type2)
    );
    exports.ObjectType = ObjectType;
    exports.object = new ObjectType();
    exports.dictionary = record3;
    var StrictType = (
      /** @class */
      (function(_super) {
        __extends(StrictType2, _super);
        function StrictType2(name, is2, validate, encode, props) {
          var _this = _super.call(this, name, is2, validate, encode) || this;
          _this.props = props;
          _this._tag = "StrictType";
          return _this;
        }
        return StrictType2;
      })(Type2)
    );
    exports.StrictType = StrictType;
    function clean(codec) {
      return codec;
    }
    exports.clean = clean;
    function alias(codec) {
      return function() {
        return codec;
      };
    }
    exports.alias = alias;
  }
});

// ../../work/wt-fold-speed/node_modules/immer/dist/immer.mjs
var NOTHING = /* @__PURE__ */ Symbol.for("immer-nothing");
var DRAFTABLE = /* @__PURE__ */ Symbol.for("immer-draftable");
var DRAFT_STATE = /* @__PURE__ */ Symbol.for("immer-state");
var errors = process.env.NODE_ENV !== "production" ? [
  // All error codes, starting by 0:
  function(plugin) {
    return `The plugin for '${plugin}' has not been loaded into Immer. To enable the plugin, import and call \`enable${plugin}()\` when initializing your application.`;
  },
  function(thing) {
    return `produce can only be called on things that are draftable: plain objects, arrays, Map, Set or classes that are marked with '[immerable]: true'. Got '${thing}'`;
  },
  "This object has been frozen and should not be mutated",
  function(data) {
    return "Cannot use a proxy that has been revoked. Did you pass an object from inside an immer function to an async process? " + data;
  },
  "An immer producer returned a new value *and* modified its draft. Either return a new value *or* modify the draft.",
  "Immer forbids circular references",
  "The first or second argument to `produce` must be a function",
  "The third argument to `produce` must be a function or undefined",
  "First argument to `createDraft` must be a plain object, an array, or an immerable object",
  "First argument to `finishDraft` must be a draft returned by `createDraft`",
  function(thing) {
    return `'current' expects a draft, got: ${thing}`;
  },
  "Object.defineProperty() cannot be used on an Immer draft",
  "Object.setPrototypeOf() cannot be used on an Immer draft",
  "Immer only supports deleting array indices",
  "Immer only supports setting array indices and the 'length' property",
  function(thing) {
    return `'original' expects a draft, got: ${thing}`;
  }
  // Note: if more errors are added, the errorOffset in Patches.ts should be increased
  // See Patches.ts for additional errors
] : [];
function die(error, ...args) {
  if (process.env.NODE_ENV !== "production") {
    const e = errors[error];
    const msg = isFunction(e) ? e.apply(null, args) : e;
    throw new Error(`[Immer] ${msg}`);
  }
  throw new Error(
    `[Immer] minified error nr: ${error}. Full error at: https://bit.ly/3cXEKWf`
  );
}
var O = Object;
var getPrototypeOf = O.getPrototypeOf;
var CONSTRUCTOR = "constructor";
var PROTOTYPE = "prototype";
var CONFIGURABLE = "configurable";
var ENUMERABLE = "enumerable";
var WRITABLE = "writable";
var VALUE = "value";
var isDraft = (value) => !!value && !!value[DRAFT_STATE];
function isDraftable(value) {
  if (!value)
    return false;
  return isPlainObject(value) || isArray(value) || !!value[DRAFTABLE] || !!value[CONSTRUCTOR]?.[DRAFTABLE] || isMap(value) || isSet(value);
}
var objectCtorString = O[PROTOTYPE][CONSTRUCTOR].toString();
var cachedCtorStrings = /* @__PURE__ */ new WeakMap();
function isPlainObject(value) {
  if (!value || !isObjectish(value))
    return false;
  const proto = getPrototypeOf(value);
  if (proto === null || proto === O[PROTOTYPE])
    return true;
  const Ctor = O.hasOwnProperty.call(proto, CONSTRUCTOR) && proto[CONSTRUCTOR];
  if (Ctor === Object)
    return true;
  if (!isFunction(Ctor))
    return false;
  let ctorString = cachedCtorStrings.get(Ctor);
  if (ctorString === void 0) {
    ctorString = Function.toString.call(Ctor);
    cachedCtorStrings.set(Ctor, ctorString);
  }
  return ctorString === objectCtorString;
}
function each(obj, iter, strict4 = true) {
  if (getArchtype(obj) === 0) {
    const keys = strict4 ? Reflect.ownKeys(obj) : O.keys(obj);
    keys.forEach((key) => {
      iter(key, obj[key], obj);
    });
  } else {
    obj.forEach((entry, index) => iter(index, entry, obj));
  }
}
function getArchtype(thing) {
  const state = thing[DRAFT_STATE];
  return state ? state.type_ : isArray(thing) ? 1 : isMap(thing) ? 2 : isSet(thing) ? 3 : 0;
}
var has = (thing, prop, type6 = getArchtype(thing)) => type6 === 2 ? thing.has(prop) : O[PROTOTYPE].hasOwnProperty.call(thing, prop);
var get = (thing, prop, type6 = getArchtype(thing)) => (
  // @ts-ignore
  type6 === 2 ? thing.get(prop) : thing[prop]
);
var set = (thing, propOrOldValue, value, type6 = getArchtype(thing)) => {
  if (type6 === 2)
    thing.set(propOrOldValue, value);
  else if (type6 === 3) {
    thing.add(value);
  } else
    thing[propOrOldValue] = value;
};
function is(x, y) {
  if (x === y) {
    return x !== 0 || 1 / x === 1 / y;
  } else {
    return x !== x && y !== y;
  }
}
var isArray = Array.isArray;
var isMap = (target) => target instanceof Map;
var isSet = (target) => target instanceof Set;
var isObjectish = (target) => typeof target === "object";
var isFunction = (target) => typeof target === "function";
var isBoolean = (target) => typeof target === "boolean";
function isArrayIndex(value) {
  const n = +value;
  return Number.isInteger(n) && String(n) === value;
}
var latest = (state) => state.copy_ || state.base_;
var getFinalValue = (state) => state.modified_ ? state.copy_ : state.base_;
function shallowCopy(base, strict4) {
  if (isMap(base)) {
    return new Map(base);
  }
  if (isSet(base)) {
    return new Set(base);
  }
  if (isArray(base))
    return Array[PROTOTYPE].slice.call(base);
  const isPlain2 = isPlainObject(base);
  if (strict4 === true || strict4 === "class_only" && !isPlain2) {
    const descriptors = O.getOwnPropertyDescriptors(base);
    delete descriptors[DRAFT_STATE];
    let keys = Reflect.ownKeys(descriptors);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const desc = descriptors[key];
      if (desc[WRITABLE] === false) {
        desc[WRITABLE] = true;
        desc[CONFIGURABLE] = true;
      }
      if (desc.get || desc.set)
        descriptors[key] = {
          [CONFIGURABLE]: true,
          [WRITABLE]: true,
          // could live with !!desc.set as well here...
          [ENUMERABLE]: desc[ENUMERABLE],
          [VALUE]: base[key]
        };
    }
    return O.create(getPrototypeOf(base), descriptors);
  } else {
    const proto = getPrototypeOf(base);
    if (proto !== null && isPlain2) {
      return { ...base };
    }
    const obj = O.create(proto);
    return O.assign(obj, base);
  }
}
function freeze(obj, deep = false) {
  if (isFrozen(obj) || isDraft(obj) || !isDraftable(obj))
    return obj;
  if (getArchtype(obj) > 1) {
    O.defineProperties(obj, {
      set: dontMutateMethodOverride,
      add: dontMutateMethodOverride,
      clear: dontMutateMethodOverride,
      delete: dontMutateMethodOverride
    });
  }
  O.freeze(obj);
  if (deep)
    each(
      obj,
      (_key, value) => {
        freeze(value, true);
      },
      false
    );
  return obj;
}
function dontMutateFrozenCollections() {
  die(2);
}
var dontMutateMethodOverride = {
  [VALUE]: dontMutateFrozenCollections
};
function isFrozen(obj) {
  if (obj === null || !isObjectish(obj))
    return true;
  return O.isFrozen(obj);
}
var PluginMapSet = "MapSet";
var PluginPatches = "Patches";
var PluginArrayMethods = "ArrayMethods";
var plugins = {};
function getPlugin(pluginKey) {
  const plugin = plugins[pluginKey];
  if (!plugin) {
    die(0, pluginKey);
  }
  return plugin;
}
var isPluginLoaded = (pluginKey) => !!plugins[pluginKey];
var currentScope;
var getCurrentScope = () => currentScope;
var createScope = (parent_, immer_) => ({
  drafts_: [],
  parent_,
  immer_,
  // Whenever the modified draft contains a draft from another scope, we
  // need to prevent auto-freezing so the unowned draft can be finalized.
  canAutoFreeze_: true,
  unfinalizedDrafts_: 0,
  handledSet_: /* @__PURE__ */ new Set(),
  processedForPatches_: /* @__PURE__ */ new Set(),
  mapSetPlugin_: isPluginLoaded(PluginMapSet) ? getPlugin(PluginMapSet) : void 0,
  arrayMethodsPlugin_: isPluginLoaded(PluginArrayMethods) ? getPlugin(PluginArrayMethods) : void 0
});
function usePatchesInScope(scope, patchListener) {
  if (patchListener) {
    scope.patchPlugin_ = getPlugin(PluginPatches);
    scope.patches_ = [];
    scope.inversePatches_ = [];
    scope.patchListener_ = patchListener;
  }
}
function revokeScope(scope) {
  leaveScope(scope);
  scope.drafts_.forEach(revokeDraft);
  scope.drafts_ = null;
}
function leaveScope(scope) {
  if (scope === currentScope) {
    currentScope = scope.parent_;
  }
}
var enterScope = (immer2) => currentScope = createScope(currentScope, immer2);
function revokeDraft(draft) {
  const state = draft[DRAFT_STATE];
  if (state.type_ === 0 || state.type_ === 1)
    state.revoke_();
  else
    state.revoked_ = true;
}
function processResult(result, scope) {
  scope.unfinalizedDrafts_ = scope.drafts_.length;
  const baseDraft = scope.drafts_[0];
  const isReplaced = result !== void 0 && result !== baseDraft;
  if (isReplaced) {
    if (baseDraft[DRAFT_STATE].modified_) {
      revokeScope(scope);
      die(4);
    }
    if (isDraftable(result)) {
      result = finalize(scope, result);
    }
    const { patchPlugin_ } = scope;
    if (patchPlugin_) {
      patchPlugin_.generateReplacementPatches_(
        baseDraft[DRAFT_STATE].base_,
        result,
        scope
      );
    }
  } else {
    result = finalize(scope, baseDraft);
  }
  maybeFreeze(scope, result, true);
  revokeScope(scope);
  if (scope.patches_) {
    scope.patchListener_(scope.patches_, scope.inversePatches_);
  }
  return result !== NOTHING ? result : void 0;
}
function finalize(rootScope, value) {
  if (isFrozen(value))
    return value;
  const state = value[DRAFT_STATE];
  if (!state) {
    const finalValue = handleValue(value, rootScope.handledSet_, rootScope);
    return finalValue;
  }
  if (!isSameScope(state, rootScope)) {
    return value;
  }
  if (!state.modified_) {
    return state.base_;
  }
  if (!state.finalized_) {
    const { callbacks_ } = state;
    if (callbacks_) {
      while (callbacks_.length > 0) {
        const callback = callbacks_.pop();
        callback(rootScope);
      }
    }
    generatePatchesAndFinalize(state, rootScope);
  }
  return state.copy_;
}
function maybeFreeze(scope, value, deep = false) {
  if (!scope.parent_ && scope.immer_.autoFreeze_ && scope.canAutoFreeze_) {
    freeze(value, deep);
  }
}
function markStateFinalized(state) {
  state.finalized_ = true;
  state.scope_.unfinalizedDrafts_--;
}
var isSameScope = (state, rootScope) => state.scope_ === rootScope;
var EMPTY_LOCATIONS_RESULT = [];
function updateDraftInParent(parent, draftValue, finalizedValue, originalKey) {
  const parentCopy = latest(parent);
  const parentType = parent.type_;
  if (originalKey !== void 0) {
    const currentValue = get(parentCopy, originalKey, parentType);
    if (currentValue === draftValue) {
      set(parentCopy, originalKey, finalizedValue, parentType);
      return;
    }
  }
  if (!parent.draftLocations_) {
    const draftLocations = parent.draftLocations_ = /* @__PURE__ */ new Map();
    each(parentCopy, (key, value) => {
      if (isDraft(value)) {
        const keys = draftLocations.get(value) || [];
        keys.push(key);
        draftLocations.set(value, keys);
      }
    });
  }
  const locations = parent.draftLocations_.get(draftValue) ?? EMPTY_LOCATIONS_RESULT;
  for (const location of locations) {
    set(parentCopy, location, finalizedValue, parentType);
  }
}
function registerChildFinalizationCallback(parent, child, key) {
  parent.callbacks_.push(function childCleanup(rootScope) {
    const state = child;
    if (!state || !isSameScope(state, rootScope)) {
      return;
    }
    rootScope.mapSetPlugin_?.fixSetContents(state);
    const finalizedValue = getFinalValue(state);
    updateDraftInParent(parent, state.draft_ ?? state, finalizedValue, key);
    generatePatchesAndFinalize(state, rootScope);
  });
}
function generatePatchesAndFinalize(state, rootScope) {
  const shouldFinalize = state.modified_ && !state.finalized_ && (state.type_ === 3 || state.type_ === 1 && state.allIndicesReassigned_ || (state.assigned_?.size ?? 0) > 0);
  if (shouldFinalize) {
    const { patchPlugin_ } = rootScope;
    if (patchPlugin_) {
      const basePath = patchPlugin_.getPath(state);
      if (basePath) {
        patchPlugin_.generatePatches_(state, basePath, rootScope);
      }
    }
    markStateFinalized(state);
  }
}
function handleCrossReference(target, key, value) {
  const { scope_ } = target;
  if (isDraft(value)) {
    const state = value[DRAFT_STATE];
    if (isSameScope(state, scope_)) {
      state.callbacks_.push(function crossReferenceCleanup() {
        prepareCopy(target);
        const finalizedValue = getFinalValue(state);
        updateDraftInParent(target, value, finalizedValue, key);
      });
    }
  } else if (isDraftable(value)) {
    target.callbacks_.push(function nestedDraftCleanup() {
      const targetCopy = latest(target);
      if (target.type_ === 3) {
        if (targetCopy.has(value)) {
          handleValue(value, scope_.handledSet_, scope_);
        }
      } else {
        if (get(targetCopy, key, target.type_) === value) {
          if (scope_.drafts_.length > 1 && (target.assigned_.get(key) ?? false) === true && target.copy_) {
            handleValue(
              get(target.copy_, key, target.type_),
              scope_.handledSet_,
              scope_
            );
          }
        }
      }
    });
  }
}
function handleValue(target, handledSet, rootScope) {
  if (!rootScope.immer_.autoFreeze_ && rootScope.unfinalizedDrafts_ < 1) {
    return target;
  }
  if (isDraft(target) || handledSet.has(target) || !isDraftable(target) || isFrozen(target)) {
    return target;
  }
  handledSet.add(target);
  each(target, (key, value) => {
    if (isDraft(value)) {
      const state = value[DRAFT_STATE];
      if (isSameScope(state, rootScope)) {
        const updatedValue = getFinalValue(state);
        set(target, key, updatedValue, target.type_);
        markStateFinalized(state);
      }
    } else if (isDraftable(value)) {
      handleValue(value, handledSet, rootScope);
    }
  });
  return target;
}
function createProxyProxy(base, parent) {
  const baseIsArray = isArray(base);
  const state = {
    type_: baseIsArray ? 1 : 0,
    // Track which produce call this is associated with.
    scope_: parent ? parent.scope_ : getCurrentScope(),
    // True for both shallow and deep changes.
    modified_: false,
    // Used during finalization.
    finalized_: false,
    // Track which properties have been assigned (true) or deleted (false).
    // actually instantiated in `prepareCopy()`
    assigned_: void 0,
    // The parent draft state.
    parent_: parent,
    // The base state.
    base_: base,
    // The base proxy.
    draft_: null,
    // set below
    // The base copy with any updated values.
    copy_: null,
    // Called by the `produce` function.
    revoke_: null,
    isManual_: false,
    // `callbacks` actually gets assigned in `createProxy`
    callbacks_: void 0
  };
  let target = state;
  let traps = objectTraps;
  if (baseIsArray) {
    target = [state];
    traps = arrayTraps;
  }
  const { revoke, proxy } = Proxy.revocable(target, traps);
  state.draft_ = proxy;
  state.revoke_ = revoke;
  return [proxy, state];
}
var objectTraps = {
  get(state, prop) {
    if (prop === DRAFT_STATE)
      return state;
    let arrayPlugin = state.scope_.arrayMethodsPlugin_;
    const isArrayWithStringProp = state.type_ === 1 && typeof prop === "string";
    if (isArrayWithStringProp) {
      if (arrayPlugin?.isArrayOperationMethod(prop)) {
        return arrayPlugin.createMethodInterceptor(state, prop);
      }
    }
    const source = latest(state);
    if (!has(source, prop, state.type_)) {
      return readPropFromProto(state, source, prop);
    }
    const value = source[prop];
    if (state.finalized_ || !isDraftable(value)) {
      return value;
    }
    if (isArrayWithStringProp && state.operationMethod && arrayPlugin?.isMutatingArrayMethod(
      state.operationMethod
    ) && isArrayIndex(prop)) {
      return value;
    }
    if (value === peek(state.base_, prop) || isRelocatedBaseRef(state, prop, value)) {
      prepareCopy(state);
      const childKey = state.type_ === 1 ? +prop : prop;
      const childDraft = createProxy(state.scope_, value, state, childKey);
      return state.copy_[childKey] = childDraft;
    }
    return value;
  },
  has(state, prop) {
    return prop in latest(state);
  },
  ownKeys(state) {
    return Reflect.ownKeys(latest(state));
  },
  set(state, prop, value) {
    const desc = getDescriptorFromProto(latest(state), prop);
    if (desc?.set) {
      desc.set.call(state.draft_, value);
      return true;
    }
    if (!state.modified_) {
      const current2 = peek(latest(state), prop);
      const currentState = current2?.[DRAFT_STATE];
      if (currentState && currentState.base_ === value) {
        state.copy_[prop] = value;
        state.assigned_.delete(prop);
        return true;
      }
      if (is(value, current2) && (value !== void 0 || has(state.base_, prop, state.type_)))
        return true;
      prepareCopy(state);
      markChanged(state);
    }
    if (state.copy_[prop] === value && // special case: handle new props with value 'undefined'
    (value !== void 0 || has(state.copy_, prop, state.type_)) || // special case: NaN
    Number.isNaN(value) && Number.isNaN(state.copy_[prop]))
      return true;
    state.copy_[prop] = value;
    state.assigned_.set(prop, true);
    handleCrossReference(state, prop, value);
    return true;
  },
  deleteProperty(state, prop) {
    prepareCopy(state);
    if (peek(state.base_, prop) !== void 0 || prop in state.base_) {
      state.assigned_.set(prop, false);
      markChanged(state);
    } else {
      state.assigned_.delete(prop);
    }
    if (state.copy_) {
      delete state.copy_[prop];
    }
    return true;
  },
  // Note: We never coerce `desc.value` into an Immer draft, because we can't make
  // the same guarantee in ES5 mode.
  getOwnPropertyDescriptor(state, prop) {
    const owner = latest(state);
    const desc = Reflect.getOwnPropertyDescriptor(owner, prop);
    if (!desc)
      return desc;
    return {
      [WRITABLE]: true,
      [CONFIGURABLE]: state.type_ !== 1 || prop !== "length",
      [ENUMERABLE]: desc[ENUMERABLE],
      [VALUE]: owner[prop]
    };
  },
  defineProperty() {
    die(11);
  },
  getPrototypeOf(state) {
    return getPrototypeOf(state.base_);
  },
  setPrototypeOf() {
    die(12);
  }
};
var arrayTraps = {};
for (let key in objectTraps) {
  let fn = objectTraps[key];
  arrayTraps[key] = function() {
    const args = arguments;
    args[0] = args[0][0];
    return fn.apply(this, args);
  };
}
arrayTraps.deleteProperty = function(state, prop) {
  if (process.env.NODE_ENV !== "production" && isNaN(parseInt(prop)))
    die(13);
  return arrayTraps.set.call(this, state, prop, void 0);
};
arrayTraps.set = function(state, prop, value) {
  if (process.env.NODE_ENV !== "production" && prop !== "length" && isNaN(parseInt(prop)))
    die(14);
  return objectTraps.set.call(this, state[0], prop, value, state[0]);
};
function peek(draft, prop) {
  const state = draft[DRAFT_STATE];
  const source = state ? latest(state) : draft;
  return source[prop];
}
function isRelocatedBaseRef(state, prop, value) {
  if (state.type_ !== 1 || !state.allIndicesReassigned_ || !isDraftable(value) || value[DRAFT_STATE]) {
    return false;
  }
  return state.baseRefs_.has(value);
}
function readPropFromProto(state, source, prop) {
  const desc = getDescriptorFromProto(source, prop);
  return desc ? VALUE in desc ? desc[VALUE] : (
    // This is a very special case, if the prop is a getter defined by the
    // prototype, we should invoke it with the draft as context!
    desc.get?.call(state.draft_)
  ) : void 0;
}
function getDescriptorFromProto(source, prop) {
  if (!(prop in source))
    return void 0;
  let proto = getPrototypeOf(source);
  while (proto) {
    const desc = Object.getOwnPropertyDescriptor(proto, prop);
    if (desc)
      return desc;
    proto = getPrototypeOf(proto);
  }
  return void 0;
}
function markChanged(state) {
  if (!state.modified_) {
    state.modified_ = true;
    if (state.parent_) {
      markChanged(state.parent_);
    }
  }
}
function prepareCopy(state) {
  if (!state.copy_) {
    state.assigned_ = /* @__PURE__ */ new Map();
    state.copy_ = shallowCopy(
      state.base_,
      state.scope_.immer_.useStrictShallowCopy_
    );
  }
}
var Immer2 = class {
  constructor(config) {
    this.autoFreeze_ = true;
    this.useStrictShallowCopy_ = false;
    this.useStrictIteration_ = false;
    this.produce = (base, recipe, patchListener) => {
      if (isFunction(base) && !isFunction(recipe)) {
        const defaultBase = recipe;
        recipe = base;
        const self = this;
        return function curriedProduce(base2 = defaultBase, ...args) {
          return self.produce(base2, (draft) => recipe.call(this, draft, ...args));
        };
      }
      if (!isFunction(recipe))
        die(6);
      if (patchListener !== void 0 && !isFunction(patchListener))
        die(7);
      let result;
      if (isDraftable(base)) {
        const scope = enterScope(this);
        const proxy = createProxy(scope, base, void 0);
        let hasError = true;
        try {
          result = recipe(proxy);
          hasError = false;
        } finally {
          if (hasError)
            revokeScope(scope);
          else
            leaveScope(scope);
        }
        usePatchesInScope(scope, patchListener);
        return processResult(result, scope);
      } else if (!base || !isObjectish(base)) {
        result = recipe(base);
        if (result === void 0)
          result = base;
        if (result === NOTHING)
          result = void 0;
        if (this.autoFreeze_)
          freeze(result, true);
        if (patchListener) {
          const p = [];
          const ip = [];
          getPlugin(PluginPatches).generateReplacementPatches_(base, result, {
            patches_: p,
            inversePatches_: ip
          });
          patchListener(p, ip);
        }
        return result;
      } else
        die(1, base);
    };
    this.produceWithPatches = (base, recipe) => {
      if (isFunction(base)) {
        return (state, ...args) => this.produceWithPatches(state, (draft) => base(draft, ...args));
      }
      let patches, inversePatches;
      const result = this.produce(base, recipe, (p, ip) => {
        patches = p;
        inversePatches = ip;
      });
      return [result, patches, inversePatches];
    };
    if (isBoolean(config?.autoFreeze))
      this.setAutoFreeze(config.autoFreeze);
    const strictShallowCopy = config?.useStrictShallowCopy;
    if (isBoolean(strictShallowCopy) || strictShallowCopy === "class_only")
      this.setUseStrictShallowCopy(strictShallowCopy);
    if (isBoolean(config?.useStrictIteration))
      this.setUseStrictIteration(config.useStrictIteration);
  }
  createDraft(base) {
    if (!isDraftable(base))
      die(8);
    if (isDraft(base))
      base = current(base);
    const scope = enterScope(this);
    const proxy = createProxy(scope, base, void 0);
    proxy[DRAFT_STATE].isManual_ = true;
    leaveScope(scope);
    return proxy;
  }
  finishDraft(draft, patchListener) {
    const state = draft && draft[DRAFT_STATE];
    if (!state || !state.isManual_)
      die(9);
    const { scope_: scope } = state;
    usePatchesInScope(scope, patchListener);
    return processResult(void 0, scope);
  }
  /**
   * Pass true to automatically freeze all copies created by Immer.
   *
   * By default, auto-freezing is enabled.
   */
  setAutoFreeze(value) {
    this.autoFreeze_ = value;
  }
  /**
   * Pass true to enable strict shallow copy.
   *
   * By default, immer does not copy the object descriptors such as getter, setter and non-enumrable properties.
   */
  setUseStrictShallowCopy(value) {
    this.useStrictShallowCopy_ = value;
  }
  /**
   * Pass false to use faster iteration that skips non-enumerable properties
   * but still handles symbols for compatibility.
   *
   * By default, strict iteration is enabled (includes all own properties).
   */
  setUseStrictIteration(value) {
    this.useStrictIteration_ = value;
  }
  shouldUseStrictIteration() {
    return this.useStrictIteration_;
  }
  applyPatches(base, patches) {
    let i;
    for (i = patches.length - 1; i >= 0; i--) {
      const patch = patches[i];
      if (patch.path.length === 0 && patch.op === "replace") {
        base = patch.value;
        break;
      }
    }
    if (i > -1) {
      patches = patches.slice(i + 1);
    }
    const applyPatchesImpl = getPlugin(PluginPatches).applyPatches_;
    if (isDraft(base)) {
      return applyPatchesImpl(base, patches);
    }
    return this.produce(
      base,
      (draft) => applyPatchesImpl(draft, patches)
    );
  }
};
function createProxy(rootScope, value, parent, key) {
  const [draft, state] = isMap(value) ? getPlugin(PluginMapSet).proxyMap_(value, parent) : isSet(value) ? getPlugin(PluginMapSet).proxySet_(value, parent) : createProxyProxy(value, parent);
  const scope = parent?.scope_ ?? getCurrentScope();
  scope.drafts_.push(draft);
  state.callbacks_ = parent?.callbacks_ ?? [];
  state.key_ = key;
  if (parent && key !== void 0) {
    registerChildFinalizationCallback(parent, state, key);
  } else {
    state.callbacks_.push(function rootDraftCleanup(rootScope2) {
      rootScope2.mapSetPlugin_?.fixSetContents(state);
      const { patchPlugin_ } = rootScope2;
      if (state.modified_ && patchPlugin_) {
        patchPlugin_.generatePatches_(state, [], rootScope2);
      }
    });
  }
  return draft;
}
function current(value) {
  if (!isDraft(value))
    die(10, value);
  return currentImpl(value);
}
function currentImpl(value) {
  if (!isDraftable(value) || isFrozen(value))
    return value;
  const state = value[DRAFT_STATE];
  let copy;
  let strict4 = true;
  if (state) {
    if (!state.modified_)
      return state.base_;
    state.finalized_ = true;
    copy = shallowCopy(value, state.scope_.immer_.useStrictShallowCopy_);
    strict4 = state.scope_.immer_.shouldUseStrictIteration();
  } else {
    copy = shallowCopy(value, true);
  }
  const source = copy;
  if (isSet(copy))
    copy = /* @__PURE__ */ new Set();
  each(
    source,
    (key, childValue) => {
      set(copy, key, currentImpl(childValue));
    },
    strict4
  );
  if (state) {
    state.finalized_ = false;
  }
  return copy;
}
var _globalIterator = globalThis.Iterator;
var hasIteratorFrom = typeof _globalIterator?.from === "function";
var immer = new Immer2();
var produce = immer.produce;
var setAutoFreeze = /* @__PURE__ */ immer.setAutoFreeze.bind(immer);
var castDraft = (value) => value;

// src/domain/defaults.ts
var emptyDriverDetails = (role) => ({
  driver_type: role,
  tests: [],
  licence: { convictions: [] },
  claims: []
});
var personParts = (role) => ({
  name: {},
  full_time_occupation: {},
  resident: {},
  driver_details: emptyDriverDetails(role)
});
var emptyProposer = () => ({
  ...personParts("proposer"),
  address: {},
  phone_numbers: {}
});
var emptyVehicle = () => ({ purchased: {}, modifications: [] });
var emptyProposal = () => ({
  addons: [],
  removed_addons: [],
  risk: {
    additional_drivers: [],
    proposer: emptyProposer(),
    userfields: {},
    duqs: {},
    voluntary_excess: 0,
    vehicle: emptyVehicle()
  }
});

// reducers/handlers.ts
var reducerOf = (initial, handlers) => {
  const apply2 = (d, e) => {
    const handle = handlers[e.type];
    if (handle !== void 0) handle(d, e);
  };
  const reducer = (state = initial, e) => {
    const handle = handlers[e.type];
    return handle === void 0 ? state : produce(state, (d) => handle(d, e));
  };
  return Object.assign(reducer, { apply: apply2 });
};

// src/domain/constants.ts
var VOLUNTARY_EXCESS_MIN = 0;
var VOLUNTARY_EXCESS_MAX = 2e3;
var VOLUNTARY_EXCESS_STEP = 50;
var VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE = 100;
var VOLUNTARY_EXCESS_VALUES = Array.from(
  { length: (VOLUNTARY_EXCESS_MAX - VOLUNTARY_EXCESS_MIN) / VOLUNTARY_EXCESS_STEP + 1 },
  (_, i) => VOLUNTARY_EXCESS_MIN + i * VOLUNTARY_EXCESS_STEP
);
var REPEATER_MAX = 5;
var MAX_ADDITIONAL_RIDERS = 5;
var MAX_DUQ_MODIFICATIONS = 9;
var EDUCATION_INDUSTRY_CODE = "950";
var FULL_TIME_EDUCATION_STATUS = "FullTmEdu";
var FULL_TIME_EDUCATION_ROLES = [
  "S44",
  "S45",
  "S46",
  "S47",
  "S48",
  "S49",
  "S50",
  "S51",
  "S52",
  "S53",
  "18D",
  "19D",
  "48D",
  "49D",
  "74C"
];
var NON_WORKING_STATUSES = ["Retired", "UnEmploy", "None", "NotKnown", "HsePerson"];
var BUSINESS_CLASSES_OF_USE = ["C1", "C2", "C3"];
var NO_LICENCE = "<No Licence>";
var LAST_FORM_STEP = 5;
var BREAKDOWN_TIERS = ["B1", "B2", "B3"];

// src/domain/formats.ts
var normaliseRegistration = (raw) => raw.replace(/\s+/g, "").toUpperCase();
var REGISTRATION_PATTERNS = [
  // current style (2001 on): two letters, two digits, three letters, e.g. AB12 CDE
  /^[A-Z]{2}[0-9]{2}[A-Z]{3}$/,
  // prefix style (1983-2001): one letter, one to three digits, three letters, e.g. A123 BCD
  /^[A-Z][0-9]{1,3}[A-Z]{3}$/,
  // suffix style (1963-1983): three letters, one to three digits, one letter, e.g. ABC 123D
  /^[A-Z]{3}[0-9]{1,3}[A-Z]$/,
  // dateless: one to four digits then one to three letters, or one to three letters then one to four digits
  /^[0-9]{1,4}[A-Z]{1,3}$/,
  /^[A-Z]{1,3}[0-9]{1,4}$/
];
var isUkRegistration = (raw) => {
  const reg = normaliseRegistration(raw);
  return reg.length >= 2 && reg.length <= 7 && REGISTRATION_PATTERNS.some((p) => p.test(reg));
};
var normalisePostcode = (raw) => {
  const compact = raw.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
};
var POSTCODE = /^(GIR ?0AA|(?:[A-PR-UWYZ][0-9][0-9A-HJKPSTUW]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]?) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;
var isUkPostcode = (raw) => POSTCODE.test(raw.trim().toUpperCase());
var PHONE = /^(?:\+44\s?|0)(?:\d\s?){9,10}(?:#\d{3,4})?$/;
var isUkPhone = (raw) => PHONE.test(raw.trim());
var EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
var isEmail = (raw) => raw.length <= 254 && EMAIL.test(raw) && !raw.includes("..");
var isAccountNumber = (raw) => /^\d{8}$/.test(raw.trim());
var isQuoteReference = (raw) => /^\d{5}-\d{5}-\d{5}$/.test(raw.trim());
var daysInMonth = (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate();
var validYmd = (y, m, d) => y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
var isIsoDate = (raw) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  return m !== null && validYmd(Number(m[1]), Number(m[2]), Number(m[3]));
};

// src/domain/rules/addons.ts
var isBreakdownTier = (code) => BREAKDOWN_TIERS.includes(code);

// src/domain/rules/cover.ts
var THIRD_PARTY_ONLY = "TPO";
var insuresOwnBike = (cover) => cover !== THIRD_PARTY_ONLY;
var allowsVoluntaryExcess = (cover) => insuresOwnBike(cover);
var voluntaryExcessFor = (cover, chosen) => allowsVoluntaryExcess(cover) ? chosen : 0;
var voluntaryExcessAfterCoverChange = (cover, current2) => cover !== "C" ? 0 : current2 === 0 ? VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE : current2;

// src/domain/rules/occupation.ts
var isNonWorking = (status) => status != null && NON_WORKING_STATUSES.includes(status);
var isFullTimeEducation = (status) => status === FULL_TIME_EDUCATION_STATUS;
var allowedRoles = (status) => isFullTimeEducation(status) ? FULL_TIME_EDUCATION_ROLES : null;
var roleFor = (status, role) => {
  if (isNonWorking(status)) return null;
  const allowed = allowedRoles(status);
  return role != null && allowed !== null && !allowed.includes(role) ? null : role;
};
var industryFor = (status, industry) => isFullTimeEducation(status) ? EDUCATION_INDUSTRY_CODE : isNonWorking(status) ? null : industry;

// src/domain/rules/vehicle-use.ts
var asksBusinessMileage = (classOfUse) => (
  // Stryker disable next-line ConditionalExpression: equivalent, the null check only narrows the type (the list holds no null)
  classOfUse != null && BUSINESS_CLASSES_OF_USE.includes(classOfUse)
);
var asksKeptPostcode = (keptAtHome) => keptAtHome === false;

// src/domain/rules/ncd.ts
var asksNcdProtection = (years) => (years ?? 0) > 0;

// src/domain/rules/requote.ts
var UNPRICED_RISK_PATHS = ["userfields", "duqs.is_pay_monthly", "proposer.email_address", "proposer.phone_numbers"];
var needsRequote = (riskPath) => !UNPRICED_RISK_PATHS.some((p) => riskPath === p || riskPath.startsWith(`${p}.`));
var PRICE_PAGE_ANSWERS = {
  "proposal/StartDateChosen": "start_date",
  "proposal/VoluntaryExcessChosen": "voluntary_excess",
  "proposal/CoverTypeChosen": "vehicle.cover_type"
};

// src/domain/rules/bike-answers.ts
var keepsPurchaseDate = (isPurchased) => isPurchased !== false;
var KEEPER_OWNER = "Proposer";
var ownerIsKeeper = (keeper) => keeper === true;
var keepsSecurityDetail = (has2) => has2 !== false;

// src/domain/rules/rider-answers.ts
var keepsResidencyDate = (isUkBorn) => isUkBorn !== true;
var keepsLicenceDate = (licenceType) => licenceType !== NO_LICENCE;
var keepsLicenceNumber = (hasProvided) => hasProvided === true;
var keepsOtherVehicleCount = (hasAccess) => hasAccess === true;
var keepsMotoringOrganisation = (isMember) => isMember !== false;
var keepsMedicalCondition = (has2) => has2 === true;
var keepsPartTimeOccupation = (hasSecondJob, status) => hasSecondJob !== false && !isNonWorking(status);

// src/domain/rules/third-party.ts
var keepsThirdPartyDetails = (hasAuthority) => hasAuthority !== false;

// reducers/journey.ts
var initialJourney = {
  mode: "create",
  uuid: null,
  step: 1,
  furthestStep: 1,
  recaptchaVerified: true,
  loading: null,
  requoting: false,
  requotePending: false,
  modals: [],
  path: null,
  declarations: { honest: false, excesses: false, terms: false, self_service: false },
  emailConfirmation: null,
  note: null,
  refusedFields: [],
  refusedAnswers: {},
  paymentUrl: null,
  portalUrl: null,
  quoteEmailSent: false,
  directDebitMessage: null,
  lastFailure: null,
  serverStartDate: null,
  recallRefused: null
};
var answeredOnPricePage = (riskPath) => (d) => {
  d.requotePending = d.uuid !== null && needsRequote(riskPath);
};
var openModal = (modals, m) => {
  if (!modals.includes(m)) modals.push(m);
};
var HANDLERS = {
  "journey/FormOpened": (d, e) => {
    d.mode = e.payload.mode;
    d.uuid = e.payload.uuid;
    d.step = e.payload.step ?? 1;
    if (e.payload.mode === "edit") d.furthestStep = LAST_FORM_STEP;
    else if (e.payload.uuid === null) d.furthestStep = d.step;
    else d.furthestStep = Math.max(d.step, d.furthestStep);
    if (d.refusedFields.length > 0) d.refusedFields = [];
    if (Object.keys(d.refusedAnswers).length > 0) d.refusedAnswers = {};
  },
  "journey/StepOpened": (d, e) => {
    if (e.payload.step <= d.furthestStep) d.step = e.payload.step;
    if (d.refusedFields.length > 0) d.refusedFields = [];
  },
  "journey/StepCompleted": (d, e) => {
    if (e.payload.step < LAST_FORM_STEP) {
      d.step = e.payload.step + 1;
      d.furthestStep = Math.max(d.furthestStep, d.step);
    }
    if (d.refusedFields.length > 0) d.refusedFields = [];
  },
  "journey/StepRefused": (d, e) => {
    d.refusedFields = e.payload.fields;
  },
  "journey/BotCheckCompleted": (d, e) => {
    d.recaptchaVerified = e.payload.success;
  },
  "journey/LoadingStarted": (d, e) => {
    d.loading = { title: e.payload.title, text: e.payload.text };
  },
  "journey/LoadingFinished": (d) => {
    d.loading = null;
  },
  "journey/ModalOpened": (d, e) => {
    openModal(d.modals, e.payload.modal);
  },
  "journey/ModalClosed": (d, e) => {
    d.modals = d.modals.filter((m) => m !== e.payload.modal);
  },
  "proposal/MedicalConditionRefused": (d) => {
    openModal(d.modals, "medical-limit");
  },
  "journey/Navigated": (d, e) => {
    d.path = e.payload.path;
    d.note = null;
    d.paymentUrl = null;
  },
  "journey/DeclarationAnswered": (d, e) => {
    d.declarations[e.payload.declaration] = e.payload.ticked;
  },
  "journey/EmailConfirmationEntered": (d, e) => {
    d.emailConfirmation = e.payload.value;
  },
  "journey/NoteShown": (d, e) => {
    d.note = e.payload.note;
  },
  "journey/RecallRefused": (d, e) => {
    d.recallRefused = e.payload.reason;
  },
  "journey/SectionRefused": (d, e) => {
    d.refusedFields = e.payload.fields;
  },
  "journey/AnswerRefused": (d, e) => {
    d.refusedAnswers[e.payload.question] = e.payload.message;
  },
  "journey/RefusedAnswerCleared": (d, e) => {
    delete d.refusedAnswers[e.payload.question];
  },
  "journey/RequestFailed": (d, e) => {
    d.lastFailure = { call: e.payload.call, error: e.payload.error };
    d.loading = null;
    d.requoting = false;
  },
  "proposal/ProposalCreated": (d, e) => {
    d.uuid = e.payload.proposal.uuid;
    d.serverStartDate = e.payload.proposal.risk.start_date ?? null;
  },
  "proposal/ProposalLoaded": (d, e) => {
    d.uuid = e.payload.proposal.uuid;
    d.recallRefused = null;
    d.serverStartDate = e.payload.proposal.risk.start_date ?? null;
  },
  "proposal/ProposalUpdated": (d, e) => {
    d.serverStartDate = e.payload.proposal.risk.start_date ?? null;
  },
  "proposal/StartDateChosen": answeredOnPricePage(PRICE_PAGE_ANSWERS["proposal/StartDateChosen"]),
  "proposal/VoluntaryExcessChosen": answeredOnPricePage(PRICE_PAGE_ANSWERS["proposal/VoluntaryExcessChosen"]),
  "proposal/CoverTypeChosen": answeredOnPricePage(PRICE_PAGE_ANSWERS["proposal/CoverTypeChosen"]),
  "quote/RequoteStarted": (d) => {
    d.requoting = true;
  },
  "quote/RequoteFinished": (d, e) => {
    d.requoting = false;
    if (e.payload.ok) d.requotePending = false;
  },
  "quote/QuoteCalculated": (d, e) => {
    d.uuid = e.payload.proposal.uuid;
    d.requotePending = false;
    d.serverStartDate = e.payload.proposal.risk.start_date ?? null;
  },
  "quote/PaymentSuperseded": (d, e) => {
    d.paymentUrl = null;
    d.note = e.payload.message;
  },
  "quote/PaymentUrlReceived": (d, e) => {
    d.paymentUrl = e.payload.paymentUrl;
  },
  "quote/DirectDebitRefused": (d, e) => {
    d.directDebitMessage = e.payload.message;
  },
  "quote/DirectDebitAccepted": (d) => {
    d.directDebitMessage = null;
  },
  "quote/PortalLinkReceived": (d, e) => {
    d.portalUrl = e.payload.portalUrl;
  },
  "quote/QuoteEmailSent": (d) => {
    d.quoteEmailSent = true;
  }
};
var journeyReducer = reducerOf(initialJourney, HANDLERS);

// src/domain/codecs/address.ts
var t3 = __toESM(require_lib());

// src/domain/primitives.ts
var t = __toESM(require_lib());
var nullable = (codec) => t.union([codec, t.null]);
var entity = (props, name) => t.exact(t.partial(props), name);
var IsoDate = t.brand(t.string, (s) => isIsoDate(s), "IsoDate");
var Timestamp = t.brand(
  t.string,
  (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
  "Timestamp"
);
var UkRegistration = t.brand(
  t.string,
  (s) => s === normaliseRegistration(s) && isUkRegistration(s),
  "UkRegistration"
);
var UkPostcode = t.brand(t.string, (s) => isUkPostcode(s), "UkPostcode");
var UkPhone = t.brand(t.string, (s) => isUkPhone(s), "UkPhone");
var EmailAddress = t.brand(t.string, (s) => isEmail(s), "EmailAddress");
var SortCode = t.brand(t.string, (s) => /^\d{6}$/.test(s), "SortCode");
var AccountNumber = t.brand(
  t.string,
  (s) => isAccountNumber(s),
  "AccountNumber"
);
var QuoteReference = t.brand(
  t.string,
  (s) => isQuoteReference(s),
  "QuoteReference"
);
var Uuid = t.brand(
  t.string,
  (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s),
  "Uuid"
);
var Money = t.brand(
  t.number,
  (n) => Number.isFinite(n) && n >= 0 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
  "Money"
);
var NonNegative = t.brand(
  t.number,
  (n) => Number.isFinite(n) && n >= 0,
  "NonNegative"
);
var Text = t.refinement(t.string, (s) => s.length <= 500, "Text");
var Code = t.refinement(t.string, (s) => s.length <= 64, "Code");
var Json = t.recursion(
  "Json",
  () => t.union([t.string, t.number, t.boolean, t.null, t.array(Json), t.record(t.string, Json)])
);
var entityWith = (required, optional, name) => t.exact(t.intersection([t.type(required), t.partial(optional)]), name);

// src/domain/sensitive.ts
var t2 = __toESM(require_lib());
var SensitiveType = class extends t2.Type {
  constructor(type6, kind, placeholder) {
    super(type6.name, type6.is, type6.validate, type6.encode);
    this.type = type6;
    this.kind = kind;
    this.placeholder = placeholder;
  }
  type;
  kind;
  placeholder;
  _tag = "SensitiveType";
};
var sensitive = (codec, kind, placeholder) => {
  const check = codec.decode(placeholder);
  if (check._tag === "Left") throw new Error(`placeholder for ${kind} does not decode as ${codec.name}`);
  return new SensitiveType(codec, kind, placeholder);
};

// src/domain/codecs/address.ts
var Line = sensitive(Text, "address-line", "Redacted");
var PersonalPostcode = sensitive(UkPostcode, "postcode", "ZX99 9ZZ");
var TypedPostcode = sensitive(Text, "postcode", "ZX99 9ZZ");
var Address = entity(
  {
    line_1: nullable(Line),
    line_2: nullable(Line),
    line_3: nullable(Line),
    line_4: nullable(Line),
    line_5: nullable(Line),
    postcode: nullable(PersonalPostcode)
  },
  "Address"
);
var AddressList = t3.array(Address, "AddressList");

// src/domain/codecs/reference-list.ts
var t4 = __toESM(require_lib());
var ListOption = t4.intersection(
  [t4.type({ value: Code, name: Text }), t4.partial({ gender: t4.union([t4.literal("M"), t4.literal("F"), t4.literal("U")]) })],
  "ListOption"
);
var LIST_NAMES = [
  "person_title_gender",
  "person_title",
  "person_marital_status",
  "vehicle_fuel_type",
  "vehicle_transmission",
  "vehicle_owner",
  "vehicle_alarm",
  "vehicle_immobiliser",
  "vehicle_tracker",
  "vehicle_imported",
  "vehicle_kept_location",
  "vehicle_class_of_use",
  "occupation_status",
  "occupation_role",
  "occupation_industry",
  "duq_education_level_short",
  "duq_vehicle_modification",
  "driving_license_type",
  "person_vehicle_access",
  "person_motoring_organisation",
  "motor_claim",
  "motor_convictions",
  "cover_type",
  "relationship_to_proposer",
  "payment_frequency"
];
var ListName = t4.keyof(
  Object.fromEntries(LIST_NAMES.map((n) => [n, null])),
  "ListName"
);
var ReferenceList = t4.type({ name: t4.string, options: t4.array(ListOption) }, "ReferenceList");
var ReferenceLists = t4.array(ReferenceList, "ReferenceLists");
var ListAnswer = t4.type({ options: t4.array(ListOption) }, "ListAnswer");

// src/domain/codecs/claim.ts
var t5 = __toESM(require_lib());
var Claim = entity(
  {
    description: nullable(Code),
    date: nullable(IsoDate),
    has_own_damage_cost: nullable(t5.boolean),
    own_damage_cost: nullable(NonNegative),
    has_third_party_cost: nullable(t5.boolean),
    third_party_cost: nullable(NonNegative),
    is_ncb_prejudiced: nullable(t5.boolean),
    is_personal_injury: nullable(t5.boolean),
    is_under_policyholders_cover: nullable(t5.boolean)
  },
  "Claim"
);

// src/domain/codecs/conviction.ts
var t6 = __toESM(require_lib());
var Conviction = entity(
  {
    code: nullable(Code),
    conviction_date: nullable(IsoDate),
    offence_date: nullable(IsoDate),
    points: nullable(NonNegative),
    has_ban_months: nullable(t6.boolean),
    ban_months: nullable(NonNegative),
    fine: nullable(NonNegative),
    alcohol_reading_type: nullable(Code),
    alcohol_reading: nullable(NonNegative)
  },
  "Conviction"
);

// src/domain/codecs/medical-condition.ts
var t7 = __toESM(require_lib());
var MedicalCondition = entity(
  {
    code: nullable(Code),
    date: nullable(IsoDate),
    claims: nullable(NonNegative),
    status: nullable(Code),
    is_vehicle_modified: nullable(t7.boolean),
    is_dvla_notified: nullable(t7.boolean),
    has_dvla_restriction: nullable(t7.boolean),
    is_receiving_treatment: nullable(t7.boolean),
    treatment_description: nullable(sensitive(Text, "free-text", "Redacted")),
    has_insulin_injections: nullable(t7.boolean),
    insulin_units: nullable(NonNegative),
    number_of_coronary_attacks: nullable(NonNegative),
    has_coronary_by_pass: nullable(t7.boolean),
    coronary_date: nullable(IsoDate)
  },
  "MedicalCondition"
);

// src/domain/codecs/licence.ts
var t8 = __toESM(require_lib());
var Licence = entityWith(
  { convictions: t8.array(Conviction) },
  {
    type: nullable(Code),
    date: nullable(IsoDate),
    has_convictions: nullable(t8.boolean),
    has_provided_licence_number: nullable(t8.boolean),
    number: nullable(sensitive(t8.string, "free-text", "REDACTED"))
  },
  "Licence"
);

// src/domain/codecs/driver-details.ts
var t9 = __toESM(require_lib());
var DriverRole = t9.keyof({ proposer: null, additional_driver: null }, "DriverRole");
var DriverDetails = entityWith(
  { tests: t9.array(Code), licence: Licence, claims: t9.array(Claim) },
  {
    has_access_to_other_vehicles: nullable(t9.boolean),
    access_to_other_vehicles: nullable(Code),
    vehicle_use: nullable(Code),
    driver_type: nullable(DriverRole),
    number_of_other_vehicles: nullable(NonNegative),
    has_medical_condition: nullable(t9.boolean),
    medical_condition: nullable(MedicalCondition),
    has_claims: nullable(t9.boolean),
    has_motoring_organisation: nullable(t9.boolean),
    motoring_organisation: nullable(Code)
  },
  "DriverDetails"
);

// src/domain/codecs/person.ts
var t10 = __toESM(require_lib());
var PersonNameText = t10.refinement(Text, (s) => s.length <= 100, "PersonNameText");
var PersonName = entity(
  {
    title: nullable(Code),
    forenames: nullable(sensitive(PersonNameText, "name", "Redacted")),
    surname: nullable(sensitive(PersonNameText, "name", "Redacted")),
    salutation: nullable(sensitive(PersonNameText, "name", "Redacted"))
  },
  "PersonName"
);
var Occupation = entity(
  { status: nullable(Code), role: nullable(Code), industry: nullable(Code) },
  "Occupation"
);
var Resident = entity({ is_uk_born: nullable(t10.boolean), since: nullable(IsoDate) }, "Resident");
var DateOfBirth = sensitive(IsoDate, "date-of-birth", "1970-01-01");

// src/domain/codecs/proposer.ts
var t11 = __toESM(require_lib());
var Email = sensitive(EmailAddress, "email", "redacted@example.invalid");
var Phone = sensitive(UkPhone, "phone", "07000000000");
var PhoneNumbers = entity(
  { mobile: nullable(Phone), other: nullable(Phone), home: nullable(Phone) },
  "PhoneNumbers"
);
var personParts2 = {
  name: PersonName,
  full_time_occupation: Occupation,
  resident: Resident,
  driver_details: DriverDetails
};
var personProps = {
  date_of_birth: nullable(DateOfBirth),
  has_insurance_refused: nullable(t11.boolean),
  has_part_time_occupation: nullable(t11.boolean),
  part_time_occupation: nullable(Occupation),
  is_smoker: nullable(t11.boolean),
  marital_status: nullable(Code),
  has_non_rta_conviction: nullable(t11.boolean)
};
var Proposer = entityWith(
  { ...personParts2, address: Address, phone_numbers: PhoneNumbers },
  { ...personProps, email_address: nullable(Email) },
  "Proposer"
);

// src/domain/codecs/additional-driver.ts
var AdditionalDriver = entityWith(
  personParts2,
  { ...personProps, relationship_to_proposer: nullable(Code) },
  "AdditionalDriver"
);

// src/domain/codecs/vehicle.ts
var t12 = __toESM(require_lib());
var CoverType = t12.keyof({ C: null, TPFT: null, TPO: null }, "CoverType");
var Modification = entity({ type: nullable(Code), description: nullable(Text) }, "Modification");
var Purchased = entity(
  { is_purchased: nullable(t12.boolean), date_purchased: nullable(IsoDate) },
  "Purchased"
);
var Year = t12.refinement(t12.number, (n) => Number.isInteger(n) && n >= 1900 && n <= 2100, "Year");
var Vehicle = entityWith(
  { purchased: Purchased, modifications: t12.array(Modification) },
  {
    has_registration: nullable(t12.boolean),
    registration: nullable(UkRegistration),
    cover_type: nullable(CoverType),
    kept_postcode: nullable(PersonalPostcode),
    kept_location: nullable(Code),
    value: nullable(NonNegative),
    keeper: nullable(t12.boolean),
    owner: nullable(Code),
    year: nullable(Year),
    year_min: nullable(Year),
    year_max: nullable(Year),
    is_modified: nullable(t12.boolean),
    model: nullable(Text),
    class_of_use: nullable(Code),
    is_exclude_pillion_riders: nullable(t12.boolean),
    imported: nullable(Code),
    has_side_car: nullable(t12.boolean),
    has_tracker: nullable(t12.boolean),
    tracker: nullable(Code),
    has_alarm: nullable(t12.boolean),
    alarm: nullable(Code),
    has_immobiliser: nullable(t12.boolean),
    immobiliser: nullable(Code),
    is_left_hand_drive: nullable(t12.boolean),
    abi_code: nullable(Code),
    production_years: nullable(Text),
    manufacturer: nullable(Text),
    description: nullable(Text),
    engine_size: nullable(NonNegative),
    fuel_type: nullable(Code),
    fuel_type_cdl: nullable(Code),
    transmission: nullable(Code),
    transmission_cdl: nullable(Code),
    doors: nullable(NonNegative),
    is_kept_at_proposer_postcode: nullable(t12.boolean)
  },
  "Vehicle"
);

// src/domain/codecs/userfields.ts
var t13 = __toESM(require_lib());
var Userfields = entity(
  {
    has_email_consent: nullable(t13.boolean),
    has_third_party_authority: nullable(t13.boolean),
    tpa_title: nullable(sensitive(Code, "title", "Mx")),
    tpa_forename: nullable(sensitive(Text, "name", "Redacted")),
    tpa_surname: nullable(sensitive(Text, "name", "Redacted")),
    tpa_date_of_birth: nullable(DateOfBirth),
    tpa_email: nullable(Email),
    tpa_phone: nullable(Phone),
    iovachek: nullable(Text)
  },
  "Userfields"
);
var TPA_FIELDS = ["tpa_title", "tpa_forename", "tpa_surname", "tpa_date_of_birth", "tpa_email", "tpa_phone"];

// src/domain/codecs/duqs.ts
var t14 = __toESM(require_lib());
var numbered = (prefix, count, codec) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, codec]));
var DuqCode = nullable(Code);
var Duqs = t14.exact(
  t14.partial({
    is_pay_monthly: nullable(t14.boolean),
    vehicle_night_location: DuqCode,
    marital_status_proposer: DuqCode,
    vehicle_daytime_location: DuqCode,
    vehicle_owner: DuqCode,
    education_level: DuqCode,
    ...numbered("vehicle_modification_", MAX_DUQ_MODIFICATIONS, DuqCode),
    ...numbered("marital_status_driver_", MAX_ADDITIONAL_RIDERS, DuqCode),
    ...numbered(
      "relationship_to_proposer_driver_",
      MAX_ADDITIONAL_RIDERS,
      DuqCode
    )
  }),
  "Duqs"
);
var duqModificationKey = (n) => `vehicle_modification_${n}`;
var duqMaritalKey = (n) => `marital_status_driver_${n}`;
var duqRelationshipKey = (n) => `relationship_to_proposer_driver_${n}`;

// src/domain/codecs/previous-insurance.ts
var t15 = __toESM(require_lib());
var NcdYears = t15.refinement(t15.number, (n) => Number.isInteger(n) && n >= 0 && n <= 99, "NcdYears");
var Ncd = entity({ years: nullable(NcdYears), is_protected: nullable(t15.boolean) }, "Ncd");
var PreviousInsurance = entityWith({ ncd: Ncd }, {}, "PreviousInsurance");

// src/domain/codecs/risk.ts
var t16 = __toESM(require_lib());
var VoluntaryExcess = t16.refinement(
  t16.number,
  (n) => Number.isInteger(n) && n >= VOLUNTARY_EXCESS_MIN && n <= VOLUNTARY_EXCESS_MAX && n % VOLUNTARY_EXCESS_STEP === 0,
  "VoluntaryExcess"
);
var SourceOfBusiness = t16.refinement(t16.string, (s) => s.length <= 32, "SourceOfBusiness");
var Risk = entityWith(
  {
    additional_drivers: t16.array(AdditionalDriver),
    proposer: Proposer,
    userfields: Userfields,
    duqs: Duqs,
    voluntary_excess: VoluntaryExcess,
    vehicle: Vehicle
  },
  {
    has_additional_drivers: nullable(t16.boolean),
    documentation_delivery_method: nullable(Code),
    source_of_business: nullable(SourceOfBusiness),
    start_date: nullable(IsoDate),
    business_mileage: nullable(NonNegative),
    total_mileage: nullable(NonNegative),
    has_previous_insurance: nullable(t16.boolean),
    previous_insurance: nullable(PreviousInsurance),
    has_driving_experience: nullable(t16.boolean),
    driving_experience: nullable(Text)
  },
  "Risk"
);

// src/domain/codecs/addon.ts
var t17 = __toESM(require_lib());
var AddonCode = Code;
var Link = t17.type({ url: t17.string }, "Link");
var Addon = entityWith(
  { code: AddonCode },
  {
    description: nullable(Text),
    headline: nullable(Text),
    premium: nullable(Money),
    is_selected: nullable(t17.boolean),
    ipid: nullable(Link),
    policy_wording: nullable(Link)
  },
  "Addon"
);
var RemovedAddon = entityWith({ code: AddonCode }, { description: nullable(Text) }, "RemovedAddon");

// src/domain/codecs/quote.ts
var t18 = __toESM(require_lib());
var Excess = t18.strict(
  {
    driver: t18.refinement(t18.number, (n) => Number.isInteger(n) && n >= 0, "DriverIndex"),
    policy_section: Text,
    value: Money
  },
  "Excess"
);
var Endorsement = entityWith({ text: t18.string }, { code: nullable(Code), extra_info: nullable(Code) }, "Endorsement");
var Wordings = t18.intersection(
  [t18.partial({ policyDocumentUrl: nullable(t18.string) }), t18.record(t18.string, t18.union([t18.string, t18.null]))],
  "Wordings"
);
var Ipid = entityWith({ url: t18.string }, { name: nullable(Text), code: nullable(Code) }, "Ipid");
var QuoteMetadata = entity(
  {
    premium_subtotal: nullable(Money),
    monthly_total_payable_subtotal: nullable(Money),
    /** Set by the insurer when the card payment is taken: what was paid, for which quote, and how. */
    paid_amount: nullable(Money),
    paid_quote_reference: nullable(QuoteReference),
    paid_is_pay_monthly: nullable(t18.boolean),
    paid_at: nullable(Timestamp)
  },
  "QuoteMetadata"
);
var Quote = entityWith(
  {
    metadata: QuoteMetadata,
    addons: t18.array(Addon),
    wordings: Wordings,
    excesses: t18.array(Excess),
    endorsements: t18.array(Endorsement),
    ipids: t18.array(Ipid)
  },
  {
    reference: nullable(QuoteReference),
    created_at: nullable(Timestamp),
    premium: nullable(Money),
    is_quoted: nullable(t18.boolean),
    is_purchased: nullable(t18.boolean),
    is_accepted: nullable(t18.boolean),
    is_referred: nullable(t18.boolean),
    compulsory_excess: nullable(Money),
    cover_type: nullable(CoverType),
    monthly_total_payable: nullable(Money),
    monthly_deposit: nullable(Money),
    monthly_interest: nullable(Money),
    monthly_interest_percent: nullable(NonNegative),
    monthly_initial_payment: nullable(Money),
    monthly_payment: nullable(Money),
    monthly_installments: nullable(NonNegative),
    monthly_apr: nullable(NonNegative),
    protected_ncd_implied_price: nullable(Money),
    insurance_premium_tax: nullable(Money)
  },
  "Quote"
);

// src/domain/codecs/direct-debit.ts
var t19 = __toESM(require_lib());
var ThirdPartyHolder = entityWith(
  { address: Address },
  {
    title: nullable(Code),
    forename: nullable(sensitive(Text, "name", "Redacted")),
    surname: nullable(sensitive(Text, "name", "Redacted")),
    date_of_birth: nullable(DateOfBirth)
  },
  "ThirdPartyHolder"
);
var CollectionDay = t19.refinement(Code, (s) => /^([1-9]|[12][0-9]|3[01])$/.test(s), "CollectionDay");
var DirectDebit = entity(
  {
    account_name: nullable(sensitive(Text, "full-name", "Redacted Name")),
    account_number: nullable(sensitive(AccountNumber, "account-number", "00000000")),
    sort_code: nullable(sensitive(SortCode, "sort-code", "000000")),
    collection_day: nullable(CollectionDay),
    is_proposer_account_holder: nullable(t19.boolean),
    third_party: nullable(ThirdPartyHolder)
  },
  "DirectDebit"
);

// src/domain/codecs/proposal.ts
var t20 = __toESM(require_lib());
var proposalParts = {
  addons: t20.array(Addon),
  removed_addons: t20.array(RemovedAddon),
  risk: Risk
};
var proposalProps = {
  is_pay_monthly: nullable(t20.boolean),
  is_quoted: nullable(t20.boolean),
  is_purchased: nullable(t20.boolean),
  consent_to_auto_renew: nullable(t20.boolean),
  direct_debit: nullable(DirectDebit),
  quote: nullable(Quote)
};
var ProposalInput = entityWith(proposalParts, { uuid: nullable(Uuid), ...proposalProps }, "ProposalInput");
var Proposal = entityWith({ uuid: Uuid, ...proposalParts }, proposalProps, "Proposal");

// src/domain/codecs/recall.ts
var t21 = __toESM(require_lib());
var RecallRequest = entityWith(
  { reference: QuoteReference, postcode: PersonalPostcode, dob: DateOfBirth },
  { options: nullable(t21.partial({ request: Json })) },
  "RecallRequest"
);

// src/domain/codecs/vehicle-search.ts
var t22 = __toESM(require_lib());
var Year2 = t22.refinement(t22.number, (n) => Number.isInteger(n) && n >= 1900 && n <= 2100, "Year");
var FoundVehicle = entityWith(
  {
    abi_code: Code,
    manufacturer: Text,
    description: Text
  },
  {
    registration: nullable(t22.string),
    model: nullable(Text),
    fuel_type: nullable(Code),
    fuel_type_cdl: nullable(Code),
    engine_size: nullable(NonNegative),
    transmission: nullable(Code),
    transmission_cdl: nullable(Code),
    doors: nullable(NonNegative),
    year: nullable(Year2),
    production_years: nullable(Text)
  },
  "FoundVehicle"
);
var RegistrationLookupAnswer = t22.type({ vehicles: t22.array(FoundVehicle) }, "RegistrationLookupAnswer");
var RegistrationLookupRequest = t22.strict({ registration: t22.string }, "RegistrationLookupRequest");
var MANUAL_FIELDS = ["manufacturer", "model", "fuel_type", "year", "transmission", "doors"];
var ManualField = t22.keyof(
  { manufacturer: null, model: null, fuel_type: null, year: null, transmission: null, doors: null },
  "ManualField"
);
var ManualSearchRequest = t22.exact(
  t22.partial({
    manufacturer: nullable(Text),
    model: nullable(Text),
    fuel_type: nullable(Code),
    year: nullable(Year2),
    transmission: nullable(Code),
    doors: nullable(NonNegative)
  }),
  "ManualSearchRequest"
);
var ManualVehicle = entityWith(
  { abi_code: Code, manufacturer: Text, model: Text },
  {
    description: nullable(Text),
    fuel_type: nullable(Code),
    engine_size: nullable(NonNegative),
    doors: nullable(NonNegative),
    transmission: nullable(Code),
    year_min: nullable(Year2),
    year_max: nullable(Year2)
  },
  "ManualVehicle"
);
var ManualSearchAnswer = t22.type(
  {
    options: t22.partial({
      manufacturer: t22.array(ListOption),
      model: t22.array(ListOption),
      fuel_type: t22.array(ListOption),
      year: t22.array(ListOption),
      transmission: t22.array(ListOption),
      doors: t22.array(ListOption)
    }),
    vehicles: t22.array(ManualVehicle)
  },
  "ManualSearchAnswer"
);

// src/domain/codecs/payloads.ts
var t23 = __toESM(require_lib());
var PaymentOptionRequest = entity(
  {
    check: nullable(t23.boolean),
    is_pay_monthly: nullable(t23.boolean),
    consent_to_auto_renew: nullable(t23.boolean),
    risk: entity(
      {
        vehicle: entity({ registration: nullable(UkRegistration) }, "PaymentOptionVehicle"),
        userfields: Userfields
      },
      "PaymentOptionRisk"
    )
  },
  "PaymentOptionRequest"
);
var AddonsRequest = t23.strict({ addons: t23.array(t23.strict({ code: AddonCode })) }, "AddonsRequest");
var ConfirmRequest = entity(
  {
    risk: entity(
      {
        proposer: entity(
          {
            email_address: nullable(Email),
            phone_numbers: entity({ mobile: nullable(Phone) }, "ConfirmPhones")
          },
          "ConfirmProposer"
        ),
        vehicle: entity({ registration: nullable(UkRegistration) }, "ConfirmVehicle")
      },
      "ConfirmRisk"
    ),
    registration: nullable(UkRegistration),
    consent_to_auto_renew: nullable(t23.boolean)
  },
  "ConfirmRequest"
);
var PayMonthlyRequest = entityWith({ is_pay_monthly: t23.boolean, direct_debit: DirectDebit }, {}, "PayMonthlyRequest");
var PayMonthlyAnswer = entityWith(
  { success: t23.boolean },
  { message: nullable(Text), proposal: nullable(Proposal) },
  "PayMonthlyAnswer"
);
var PaymentUrlRequest = t23.strict({ return_url: t23.string }, "PaymentUrlRequest");
var PaymentUrlAnswer = t23.type({ payment_url: t23.string }, "PaymentUrlAnswer");
var DeviceRiskRequest = entityWith(
  { blackbox: t23.string },
  { consent_to_auto_renew: nullable(t23.boolean) },
  "DeviceRiskRequest"
);
var SaveDeviceRiskCheckRequest = entity(
  { blackbox: nullable(t23.string), outcome: nullable(Code) },
  "SaveDeviceRiskCheckRequest"
);
var AcceptRequest = entity({ direct_debit: nullable(DirectDebit) }, "AcceptRequest");
var PortalLinkAnswer = t23.type({ portal_url: t23.string }, "PortalLinkAnswer");
var SendQuoteEmailRequest = t23.strict({ uuid: t23.string }, "SendQuoteEmailRequest");
var RecaptchaRequest = entityWith({ response: t23.string }, { action: nullable(Code) }, "RecaptchaRequest");
var RecaptchaAnswer = t23.type({ success: t23.boolean }, "RecaptchaAnswer");
var StatusAnswer = t23.type({ status: t23.string }, "StatusAnswer");
var ErrorBody = t23.intersection(
  [
    t23.type({ code: t23.string }),
    t23.partial({ message: t23.string, errors: t23.array(t23.type({ path: t23.string, message: t23.string })) })
  ],
  "ErrorBody"
);

// src/domain/list-names.ts
var WIRE_PREFIX = "insurer.";
var bareListName = (name) => name.startsWith(WIRE_PREFIX) ? name.slice(WIRE_PREFIX.length) : name;

// reducers/lookups.ts
var freshManual = () => ({
  choices: {},
  options: {},
  vehicles: [],
  stage: null,
  loading: false,
  failed: false,
  picked: null,
  confirmed: false
});
var initialLookups = {
  vehicle: { mode: null, status: "idle", registration: null, vehicles: [] },
  manual: freshManual(),
  address: { postcode: null, status: "idle", addresses: [] },
  lists: {},
  registrationCheck: null
};
var laterFields = (field) => MANUAL_FIELDS.slice(MANUAL_FIELDS.indexOf(field) + 1);
var nextField = (field) => laterFields(field)[0];
var isEmptyKeyed = (options) => options === void 0 || options.every((o) => o.value === "");
var lastChosen = (r) => [...MANUAL_FIELDS].reverse().find((f) => r[f] != null);
var HANDLERS2 = {
  "lookup/RegistrationChecked": (d, e) => {
    d.registrationCheck = { registration: e.payload.registration, vehicles: e.payload.vehicles, failed: e.payload.failed };
  },
  "proposal/RegistrationKnownAnswered": (d, e) => {
    d.vehicle = { mode: e.payload.known ? "registration" : "manual", status: "idle", registration: null, vehicles: [] };
    d.manual = freshManual();
  },
  "proposal/RegistrationEntered": (d, e) => {
    d.vehicle.mode = "registration";
    d.vehicle.status = "searching";
    d.vehicle.registration = e.payload.registration;
    d.vehicle.vehicles = [];
  },
  "proposal/VehicleFound": (d, e) => {
    d.vehicle.status = e.payload.vehicles.length > 0 ? "found" : "not-found";
    d.vehicle.registration = e.payload.registration;
    d.vehicle.vehicles = e.payload.vehicles;
    d.manual = freshManual();
  },
  "proposal/VehicleNotFound": (d, e) => {
    d.vehicle.status = "not-found";
    d.vehicle.registration = e.payload.registration;
    d.vehicle.vehicles = [];
  },
  "proposal/VehicleLookupReset": (d) => {
    d.vehicle = { mode: "registration", status: "idle", registration: null, vehicles: [] };
    d.manual = freshManual();
  },
  "lookup/ManualSearchStarted": (d) => {
    d.vehicle.mode = "manual";
    d.vehicle.status = "idle";
    d.manual = { ...freshManual(), stage: "manufacturer", loading: true };
  },
  "lookup/ManualChoiceMade": (d, e) => {
    const { field, value } = e.payload;
    const choices = { ...d.manual.choices, [field]: value };
    for (const later of laterFields(field)) {
      delete choices[later];
      delete d.manual.options[later];
    }
    d.manual.choices = choices;
    d.manual.picked = null;
    d.manual.confirmed = false;
    d.manual.failed = false;
    d.manual.loading = value !== null;
    d.manual.stage = value === null ? field : nextField(field) ?? "confirm";
  },
  "lookup/ManualOptionsLoaded": (d, e) => {
    const { request, answer } = e.payload;
    d.manual.loading = false;
    d.manual.vehicles = answer.vehicles;
    for (const f of MANUAL_FIELDS) {
      const opts = answer.options[f];
      if (opts !== void 0) d.manual.options[f] = opts;
    }
    const last = lastChosen(request);
    const next = last === void 0 ? "manufacturer" : nextField(last);
    if (next === void 0 || next === "doors" && isEmptyKeyed(answer.options.doors)) d.manual.stage = "confirm";
    else d.manual.stage = next;
  },
  "lookup/ManualSearchFailed": (d) => {
    d.manual.loading = false;
    d.manual.failed = true;
    d.manual.stage = "confirm";
    d.manual.vehicles = [];
  },
  "lookup/ManualVehiclePicked": (d, e) => {
    d.manual.picked = Number.isInteger(e.payload.index) && e.payload.index >= 0 && e.payload.index < d.manual.vehicles.length ? e.payload.index : null;
  },
  "proposal/ManualVehicleConfirmed": (d) => {
    d.manual.confirmed = true;
    d.vehicle.status = "found";
  },
  "lookup/AddressPostcodeTyped": (d, e) => {
    const typed = e.payload.postcode.trim().toUpperCase();
    const same = typed === (d.address.postcode ?? "") || isUkPostcode(typed) && normalisePostcode(typed) === d.address.postcode;
    if (!same) d.address = { postcode: typed === "" ? null : typed, status: "idle", addresses: [] };
  },
  "lookup/AddressPostcodeEntered": (d, e) => {
    d.address = { postcode: e.payload.postcode, status: "searching", addresses: [] };
  },
  "lookup/AddressesFound": (d, e) => {
    d.address = { postcode: e.payload.postcode, status: "found", addresses: e.payload.addresses };
  },
  "lookup/AddressLookupFailed": (d, e) => {
    d.address = { postcode: e.payload.postcode, status: "failed", addresses: [] };
  },
  "proposal/AddressReset": (d) => {
    d.address = { postcode: null, status: "idle", addresses: [] };
  },
  "lookup/ReferenceListsLoaded": (d, e) => {
    for (const l of e.payload.lists) d.lists[bareListName(l.name)] = l.options;
  },
  "lookup/ReferenceListLoaded": (d, e) => {
    d.lists[bareListName(e.payload.name)] = e.payload.options;
  }
};
var lookupsReducer = reducerOf(initialLookups, HANDLERS2);

// reducers/proposal/repeaters.ts
var addItem = (list, item, max) => {
  if (list.length >= max) return false;
  list.push(castDraft(item));
  return true;
};
var replaceItem = (list, index, item) => {
  if (index >= list.length) return false;
  list[index] = castDraft(item);
  return true;
};
var removeItem = (list, index) => {
  if (index >= list.length) return false;
  list.splice(index, 1);
  return true;
};

// reducers/proposal/state.ts
var initialProposal = emptyProposal();
var personOf = (d, who) => who === "proposer" ? d.risk.proposer : d.risk.additional_drivers[who];
var setDuq = (d, key, value) => {
  if (value == null) delete d.risk.duqs[key];
  else d.risk.duqs[key] = value;
};

// reducers/proposal/bike.ts
var VEHICLE_IDENTITY = [
  "registration",
  "abi_code",
  "manufacturer",
  "model",
  "description",
  "engine_size",
  "fuel_type",
  "fuel_type_cdl",
  "transmission",
  "transmission_cdl",
  "doors",
  "year",
  "year_min",
  "year_max",
  "production_years"
];
var clearVehicleIdentity = (v) => {
  for (const k of VEHICLE_IDENTITY) delete v[k];
};
var setVehicleIdentity = (v, identity) => {
  clearVehicleIdentity(v);
  Object.assign(v, identity);
};
var syncModificationDuqs = (d) => {
  const mods = d.risk.vehicle.modifications;
  for (let n = 1; n <= MAX_DUQ_MODIFICATIONS; n++) setDuq(d, duqModificationKey(n), mods[n - 1]?.type);
};
var BIKE_DETAILS = {
  "vehicle.value": (d, v) => void (d.risk.vehicle.value = v),
  "vehicle.purchased.date_purchased": (d, v) => {
    d.risk.vehicle.purchased.date_purchased = keepsPurchaseDate(d.risk.vehicle.purchased.is_purchased) ? v : null;
  },
  "vehicle.owner": (d, v) => {
    if (ownerIsKeeper(d.risk.vehicle.keeper)) return;
    d.risk.vehicle.owner = v;
    d.risk.duqs.vehicle_owner = v;
  },
  "vehicle.alarm": (d, v) => void (d.risk.vehicle.alarm = keepsSecurityDetail(d.risk.vehicle.has_alarm) ? v : null),
  "vehicle.immobiliser": (d, v) => void (d.risk.vehicle.immobiliser = keepsSecurityDetail(d.risk.vehicle.has_immobiliser) ? v : null),
  "vehicle.tracker": (d, v) => void (d.risk.vehicle.tracker = keepsSecurityDetail(d.risk.vehicle.has_tracker) ? v : null),
  "vehicle.imported": (d, v) => void (d.risk.vehicle.imported = v),
  "vehicle.is_exclude_pillion_riders": (d, v) => void (d.risk.vehicle.is_exclude_pillion_riders = v),
  "vehicle.has_side_car": (d, v) => void (d.risk.vehicle.has_side_car = v),
  "vehicle.is_left_hand_drive": (d, v) => void (d.risk.vehicle.is_left_hand_drive = v),
  "vehicle.kept_location": (d, v) => {
    d.risk.vehicle.kept_location = v;
    d.risk.duqs.vehicle_night_location = v;
  },
  "vehicle.kept_postcode": (d, v) => {
    d.risk.vehicle.kept_postcode = asksKeptPostcode(d.risk.vehicle.is_kept_at_proposer_postcode) ? v : null;
  },
  total_mileage: (d, v) => void (d.risk.total_mileage = v),
  business_mileage: (d, v) => {
    d.risk.business_mileage = asksBusinessMileage(d.risk.vehicle.class_of_use) ? v : null;
  },
  "duqs.vehicle_daytime_location": (d, v) => void (d.risk.duqs.vehicle_daytime_location = v)
};
var BIKE_HANDLERS = {
  "proposal/RegistrationKnownAnswered": (d, e) => {
    const v = d.risk.vehicle;
    v.has_registration = e.payload.known;
    if (!e.payload.known) clearVehicleIdentity(v);
  },
  "proposal/RegistrationConfirmed": (d, e) => {
    d.risk.vehicle.registration = e.payload.registration;
    d.risk.vehicle.has_registration = true;
  },
  "proposal/RegistrationInvalidated": (d) => {
    d.risk.vehicle.has_registration = false;
    d.risk.vehicle.registration = null;
  },
  "proposal/RegistrationEntered": (d, e) => {
    const v = d.risk.vehicle;
    clearVehicleIdentity(v);
    v.has_registration = true;
    v.registration = e.payload.registration;
  },
  "proposal/VehicleFound": (d, e) => {
    const v = d.risk.vehicle;
    const found = e.payload.vehicles[0];
    if (found === void 0) return;
    v.has_registration = true;
    setVehicleIdentity(v, {
      registration: e.payload.registration,
      abi_code: found.abi_code,
      manufacturer: found.manufacturer,
      description: found.description,
      model: found.model ?? found.description,
      engine_size: found.engine_size ?? null,
      fuel_type: found.fuel_type ?? null,
      fuel_type_cdl: found.fuel_type_cdl ?? null,
      transmission: found.transmission ?? null,
      transmission_cdl: found.transmission_cdl ?? null,
      doors: found.doors ?? null,
      year: found.year ?? null,
      production_years: found.production_years ?? null
    });
  },
  "proposal/VehicleNotFound": (d) => {
    const v = d.risk.vehicle;
    clearVehicleIdentity(v);
  },
  "proposal/VehicleLookupReset": (d) => {
    const v = d.risk.vehicle;
    clearVehicleIdentity(v);
  },
  "proposal/ManualVehicleConfirmed": (d, e) => {
    const v = d.risk.vehicle;
    const m = e.payload.vehicle;
    const registration = v.has_registration === true && v.registration != null ? { registration: v.registration } : {};
    setVehicleIdentity(v, {
      ...registration,
      abi_code: m.abi_code,
      manufacturer: m.manufacturer,
      model: m.model,
      description: m.description ?? m.model,
      fuel_type: m.fuel_type ?? null,
      engine_size: m.engine_size ?? null,
      doors: m.doors ?? null,
      transmission: m.transmission ?? null,
      year_min: m.year_min ?? null,
      year_max: m.year_max ?? null,
      year: e.payload.year ?? m.year_min ?? null
    });
  },
  "proposal/PurchasedAnswered": (d, e) => {
    const v = d.risk.vehicle;
    v.purchased.is_purchased = e.payload.isPurchased;
    if (!keepsPurchaseDate(e.payload.isPurchased)) v.purchased.date_purchased = null;
  },
  "proposal/KeeperAnswered": (d, e) => {
    const v = d.risk.vehicle;
    v.keeper = e.payload.keeper;
    v.owner = ownerIsKeeper(e.payload.keeper) ? KEEPER_OWNER : null;
    d.risk.duqs.vehicle_owner = v.owner;
  },
  "proposal/SecurityFeatureAnswered": (d, e) => {
    const v = d.risk.vehicle;
    const { feature, has: has2 } = e.payload;
    const kept = keepsSecurityDetail(has2);
    if (feature === "alarm") {
      v.has_alarm = has2;
      if (!kept) v.alarm = null;
    } else if (feature === "immobiliser") {
      v.has_immobiliser = has2;
      if (!kept) v.immobiliser = null;
    } else {
      v.has_tracker = has2;
      if (!kept) v.tracker = null;
    }
  },
  "proposal/ImportedAnswered": (d, e) => {
    const v = d.risk.vehicle;
    v.imported = e.payload.imported ? v.imported != null && v.imported !== "No" ? v.imported : "" : "No";
  },
  "proposal/KeptAtHomeAnswered": (d, e) => {
    const v = d.risk.vehicle;
    v.is_kept_at_proposer_postcode = e.payload.atHome;
    if (!asksKeptPostcode(e.payload.atHome)) v.kept_postcode = null;
  },
  "proposal/ClassOfUseChosen": (d, e) => {
    const v = d.risk.vehicle;
    v.class_of_use = e.payload.classOfUse;
    if (!asksBusinessMileage(e.payload.classOfUse)) d.risk.business_mileage = null;
  },
  "proposal/ModificationsAnswered": (d, e) => {
    const v = d.risk.vehicle;
    v.is_modified = e.payload.has;
    if (!e.payload.has) {
      v.modifications = [];
      syncModificationDuqs(d);
    }
  },
  "proposal/ModificationAdded": (d, e) => {
    const v = d.risk.vehicle;
    if (addItem(v.modifications, e.payload.modification, REPEATER_MAX)) v.is_modified = true;
  },
  "proposal/ModificationEdited": (d, e) => {
    replaceItem(d.risk.vehicle.modifications, e.payload.index, e.payload.modification);
  },
  "proposal/ModificationRemoved": (d, e) => {
    const v = d.risk.vehicle;
    if (removeItem(v.modifications, e.payload.index) && v.modifications.length === 0) v.is_modified = false;
  },
  "journey/StepCompleted": (d, e) => {
    if (e.payload.step === 2) syncModificationDuqs(d);
  },
  "journey/StepOpened": (d) => {
    syncModificationDuqs(d);
  }
};

// reducers/proposal/checkout.ts
var ensureDirectDebit = (d) => {
  d.direct_debit ??= {};
  return d.direct_debit;
};
var ensureThirdParty = (d) => {
  const dd = ensureDirectDebit(d);
  dd.third_party ??= { address: {} };
  return dd.third_party;
};
var fullName = (p) => {
  const name = [p.name.forenames, p.name.surname].filter((s) => typeof s === "string" && s.trim() !== "").join(" ");
  return name === "" ? null : name;
};
var CHECKOUT_DETAILS = {
  documentation_delivery_method: (d, v) => void (d.risk.documentation_delivery_method = v),
  consent_to_auto_renew: (d, v) => void (d.consent_to_auto_renew = v),
  "direct_debit.account_name": (d, v) => void (ensureDirectDebit(d).account_name = v),
  "direct_debit.account_number": (d, v) => void (ensureDirectDebit(d).account_number = v),
  "direct_debit.sort_code": (d, v) => void (ensureDirectDebit(d).sort_code = v),
  "direct_debit.third_party.title": (d, v) => void (ensureThirdParty(d).title = v),
  "direct_debit.third_party.forename": (d, v) => void (ensureThirdParty(d).forename = v),
  "direct_debit.third_party.surname": (d, v) => void (ensureThirdParty(d).surname = v),
  "direct_debit.third_party.date_of_birth": (d, v) => void (ensureThirdParty(d).date_of_birth = v),
  "direct_debit.third_party.address": (d, v) => void (ensureThirdParty(d).address = v ?? {})
};
var CHECKOUT_HANDLERS = {
  "proposal/PaymentFrequencyChosen": (d, e) => {
    d.is_pay_monthly = e.payload.monthly;
    d.risk.duqs.is_pay_monthly = e.payload.monthly;
  },
  "proposal/AccountHolderAnswered": (d, e) => {
    const dd = ensureDirectDebit(d);
    dd.is_proposer_account_holder = e.payload.isProposer;
    if (e.payload.isProposer) {
      dd.account_name = fullName(d.risk.proposer);
      dd.third_party = null;
    } else {
      dd.account_name = null;
      dd.third_party ??= { address: {} };
    }
  }
};

// reducers/proposal/cover.ts
var ensureNcd = (d) => {
  d.risk.previous_insurance ??= { ncd: {} };
  return d.risk.previous_insurance.ncd;
};
var COVER_DETAILS = {
  "previous_insurance.ncd.is_protected": (d, v) => {
    const ncd = ensureNcd(d);
    ncd.is_protected = asksNcdProtection(ncd.years) ? v : null;
  }
};
var COVER_HANDLERS = {
  "proposal/StartDateChosen": (d, e) => {
    d.risk.start_date = e.payload.startDate;
  },
  "proposal/CoverTypeChosen": (d, e) => {
    const v = d.risk.vehicle;
    v.cover_type = e.payload.coverType;
    d.risk.voluntary_excess = voluntaryExcessAfterCoverChange(e.payload.coverType, d.risk.voluntary_excess);
  },
  "proposal/VoluntaryExcessChosen": (d, e) => {
    d.risk.voluntary_excess = voluntaryExcessFor(d.risk.vehicle.cover_type, e.payload.excess);
  },
  "proposal/NcdYearsEntered": (d, e) => {
    const ncd = ensureNcd(d);
    const years = e.payload.years;
    ncd.years = years === null ? null : Math.max(0, Math.trunc(years));
    if (!asksNcdProtection(ncd.years)) ncd.is_protected = null;
  },
  "proposal/PreviousInsuranceAnswered": (d, e) => {
    d.risk.has_previous_insurance = e.payload.has;
    d.risk.previous_insurance = e.payload.has ? d.risk.previous_insurance ?? { ncd: {} } : null;
  },
  "proposal/SourceOfBusinessSet": (d, e) => {
    d.risk.source_of_business = e.payload.source;
  }
};

// reducers/proposal/extras.ts
var addonFor = (d, code) => {
  const held = d.addons.find((a) => a.code === code);
  if (held !== void 0) return held;
  const offered = d.quote?.addons.find((a) => a.code === code);
  if (offered === void 0) return void 0;
  d.addons.push({ ...offered });
  return d.addons[d.addons.length - 1];
};
var selectAddon = (d, code, selected) => {
  const addon = addonFor(d, code);
  if (addon === void 0) return;
  addon.is_selected = selected;
  if (!selected || !isBreakdownTier(code)) return;
  const offered = d.quote?.addons ?? [];
  const tiers = new Set([...d.addons, ...offered].map((a) => a.code).filter((c) => c !== code && isBreakdownTier(c)));
  for (const other of tiers) {
    const a = addonFor(d, other);
    if (a !== void 0) a.is_selected = false;
  }
};
var EXTRAS_HANDLERS = {
  "proposal/AddonDecided": (d, e) => {
    selectAddon(d, e.payload.code, e.payload.selected);
  }
};

// reducers/proposal/riders.ts
var asRider = (r) => ({ ...r, driver_details: { ...r.driver_details, driver_type: "additional_driver" } });
var syncRiderDuqs = (d) => {
  const riders = d.risk.additional_drivers;
  for (let n = 1; n <= MAX_ADDITIONAL_RIDERS; n++) {
    const r = riders[n - 1];
    setDuq(d, duqMaritalKey(n), r?.marital_status);
    setDuq(d, duqRelationshipKey(n), r?.relationship_to_proposer);
  }
};
var thirdPartyField = (d, v) => keepsThirdPartyDetails(d.risk.userfields.has_third_party_authority) ? v : null;
var RIDERS_DETAILS = {
  "userfields.tpa_title": (d, v) => void (d.risk.userfields.tpa_title = thirdPartyField(d, v)),
  "userfields.tpa_forename": (d, v) => void (d.risk.userfields.tpa_forename = thirdPartyField(d, v)),
  "userfields.tpa_surname": (d, v) => void (d.risk.userfields.tpa_surname = thirdPartyField(d, v)),
  "userfields.tpa_date_of_birth": (d, v) => void (d.risk.userfields.tpa_date_of_birth = thirdPartyField(d, v)),
  "userfields.tpa_email": (d, v) => void (d.risk.userfields.tpa_email = thirdPartyField(d, v)),
  "userfields.tpa_phone": (d, v) => void (d.risk.userfields.tpa_phone = thirdPartyField(d, v))
};
var RIDERS_HANDLERS = {
  "proposal/AdditionalRidersAnswered": (d, e) => {
    d.risk.has_additional_drivers = e.payload.has;
    if (!e.payload.has) d.risk.additional_drivers = [];
    syncRiderDuqs(d);
  },
  "proposal/RiderAdded": (d, e) => {
    if (!addItem(d.risk.additional_drivers, asRider(e.payload.rider), MAX_ADDITIONAL_RIDERS)) return;
    d.risk.has_additional_drivers = true;
    syncRiderDuqs(d);
  },
  "proposal/RiderEdited": (d, e) => {
    if (replaceItem(d.risk.additional_drivers, e.payload.index, asRider(e.payload.rider))) syncRiderDuqs(d);
  },
  "proposal/RiderRemoved": (d, e) => {
    if (!removeItem(d.risk.additional_drivers, e.payload.index)) return;
    if (d.risk.additional_drivers.length === 0) d.risk.has_additional_drivers = false;
    syncRiderDuqs(d);
  },
  "proposal/ThirdPartyAuthorityAnswered": (d, e) => {
    d.risk.userfields.has_third_party_authority = e.payload.has;
    if (!keepsThirdPartyDetails(e.payload.has)) for (const f of TPA_FIELDS) d.risk.userfields[f] = null;
  }
};

// reducers/proposal/people.ts
var setPartTime = (p, field, v) => {
  if (keepsPartTimeOccupation(p.has_part_time_occupation, p.full_time_occupation.status)) (p.part_time_occupation ??= {})[field] = v;
};
var PERSON_SETTERS = {
  "name.title": (p, v) => void (p.name.title = v),
  "name.forenames": (p, v) => void (p.name.forenames = v),
  "name.surname": (p, v) => void (p.name.surname = v),
  date_of_birth: (p, v) => void (p.date_of_birth = v),
  marital_status: (p, v, d, who) => {
    p.marital_status = v;
    if (who === "proposer") d.risk.duqs.marital_status_proposer = v;
    else syncRiderDuqs(d);
  },
  has_insurance_refused: (p, v) => void (p.has_insurance_refused = v),
  has_non_rta_conviction: (p, v) => void (p.has_non_rta_conviction = v),
  is_smoker: (p, v) => void (p.is_smoker = v),
  "full_time_occupation.role": (p, v) => {
    const job = p.full_time_occupation;
    job.role = roleFor(job.status, v);
  },
  "full_time_occupation.industry": (p, v) => {
    const job = p.full_time_occupation;
    job.industry = industryFor(job.status, v);
  },
  "part_time_occupation.status": (p, v) => setPartTime(p, "status", v),
  "part_time_occupation.role": (p, v) => setPartTime(p, "role", v),
  "part_time_occupation.industry": (p, v) => setPartTime(p, "industry", v),
  "resident.since": (p, v) => {
    p.resident.since = keepsResidencyDate(p.resident.is_uk_born) ? v : null;
  },
  "licence.date": (p, v) => {
    p.driver_details.licence.date = keepsLicenceDate(p.driver_details.licence.type) ? v : null;
  },
  "licence.has_provided_licence_number": (p, v) => {
    p.driver_details.licence.has_provided_licence_number = v;
    if (!keepsLicenceNumber(v)) p.driver_details.licence.number = null;
  },
  "licence.number": (p, v) => void (p.driver_details.licence.number = v),
  has_access_to_other_vehicles: (p, v) => {
    p.driver_details.has_access_to_other_vehicles = v;
    if (!keepsOtherVehicleCount(v)) p.driver_details.number_of_other_vehicles = null;
  },
  access_to_other_vehicles: (p, v) => void (p.driver_details.access_to_other_vehicles = v),
  number_of_other_vehicles: (p, v) => void (p.driver_details.number_of_other_vehicles = v),
  motoring_organisation: (p, v) => {
    p.driver_details.motoring_organisation = keepsMotoringOrganisation(p.driver_details.has_motoring_organisation) ? v : null;
  },
  medical_condition: (p, v) => {
    if (keepsMedicalCondition(p.driver_details.has_medical_condition)) p.driver_details.medical_condition = v;
  },
  relationship_to_proposer: (p, v, d, who) => {
    if (who === "proposer") return;
    p.relationship_to_proposer = v;
    syncRiderDuqs(d);
  }
};
var clearUnansweredForEdit = (d) => {
  const people = [d.risk.proposer];
  if (d.risk.has_additional_drivers === false) d.risk.additional_drivers = [];
  people.push(...d.risk.additional_drivers);
  for (const p of people) {
    if (p.driver_details.has_claims === false) p.driver_details.claims = [];
    if (p.driver_details.licence.has_convictions === false) p.driver_details.licence.convictions = [];
  }
  syncRiderDuqs(d);
};
var PEOPLE_DETAILS = {
  email_address: (d, v) => void (d.risk.proposer.email_address = v),
  "phone_numbers.mobile": (d, v) => void (d.risk.proposer.phone_numbers.mobile = v),
  "phone_numbers.other": (d, v) => void (d.risk.proposer.phone_numbers.other = v),
  "phone_numbers.home": (d, v) => void (d.risk.proposer.phone_numbers.home = v),
  "userfields.has_email_consent": (d, v) => void (d.risk.userfields.has_email_consent = v),
  "duqs.education_level": (d, v) => void (d.risk.duqs.education_level = v)
};
var PEOPLE_HANDLERS = {
  "proposal/PersonAnswered": (d, e) => {
    const p = personOf(d, e.payload.who);
    if (p === void 0) return;
    const set2 = PERSON_SETTERS[e.payload.field];
    set2(p, e.payload.value, d, e.payload.who);
  },
  "proposal/LicenceTypeChosen": (d, e) => {
    const p = personOf(d, e.payload.who);
    if (p === void 0) return;
    p.driver_details.licence.type = e.payload.licenceType;
    if (!keepsLicenceDate(e.payload.licenceType)) p.driver_details.licence.date = null;
  },
  "proposal/UkBornAnswered": (d, e) => {
    const p = personOf(d, e.payload.who);
    if (p === void 0) return;
    p.resident.is_uk_born = e.payload.isUkBorn;
    p.resident.since = null;
  },
  "proposal/EmploymentStatusChosen": (d, e) => {
    const p = personOf(d, e.payload.who);
    if (p === void 0) return;
    const job = p.full_time_occupation;
    const was = job.status;
    job.status = e.payload.status;
    if (isFullTimeEducation(e.payload.status)) {
      job.industry = industryFor(e.payload.status, job.industry);
      job.role = roleFor(e.payload.status, job.role);
    } else if (isNonWorking(e.payload.status)) {
      job.role = null;
      job.industry = null;
      p.has_part_time_occupation = null;
      p.part_time_occupation = null;
    } else if (isFullTimeEducation(was) || isNonWorking(was)) {
      job.role = null;
      job.industry = null;
    }
  },
  "proposal/SecondOccupationAnswered": (d, e) => {
    const p = personOf(d, e.payload.who);
    if (p === void 0) return;
    p.has_part_time_occupation = e.payload.has;
    p.part_time_occupation = e.payload.has ? p.part_time_occupation ?? {} : null;
  },
  "proposal/ClaimsAnswered": (d, e) => {
    const p = personOf(d, e.payload.who);
    if (p === void 0) return;
    p.driver_details.has_claims = e.payload.has;
    if (!e.payload.has) p.driver_details.claims = [];
  },
  "proposal/ClaimAdded": (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details;
    if (dd !== void 0 && addItem(dd.claims, e.payload.claim, REPEATER_MAX)) dd.has_claims = true;
  },
  "proposal/ClaimEdited": (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details;
    if (dd !== void 0) replaceItem(dd.claims, e.payload.index, e.payload.claim);
  },
  "proposal/ClaimRemoved": (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details;
    if (dd !== void 0 && removeItem(dd.claims, e.payload.index) && dd.claims.length === 0) dd.has_claims = false;
  },
  "proposal/ConvictionsAnswered": (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence;
    if (licence === void 0) return;
    licence.has_convictions = e.payload.has;
    if (!e.payload.has) licence.convictions = [];
  },
  "proposal/ConvictionAdded": (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence;
    if (licence !== void 0 && addItem(licence.convictions, e.payload.conviction, REPEATER_MAX)) licence.has_convictions = true;
  },
  "proposal/ConvictionEdited": (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence;
    if (licence !== void 0) replaceItem(licence.convictions, e.payload.index, e.payload.conviction);
  },
  "proposal/ConvictionRemoved": (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence;
    if (licence !== void 0 && removeItem(licence.convictions, e.payload.index) && licence.convictions.length === 0) {
      licence.has_convictions = false;
    }
  },
  "proposal/MedicalConditionAnswered": (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details;
    if (dd === void 0) return;
    dd.has_medical_condition = e.payload.has;
    dd.medical_condition = keepsMedicalCondition(e.payload.has) ? dd.medical_condition ?? {} : null;
  },
  "proposal/MedicalConditionRefused": (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details;
    if (dd === void 0) return;
    dd.has_medical_condition = false;
    dd.medical_condition = null;
  },
  "proposal/MotoringOrganisationAnswered": (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details;
    if (dd === void 0) return;
    dd.has_motoring_organisation = e.payload.has;
    if (!keepsMotoringOrganisation(e.payload.has)) dd.motoring_organisation = null;
  },
  "proposal/AddressChosen": (d, e) => {
    d.risk.proposer.address = e.payload.address;
  },
  "proposal/AddressReset": (d) => {
    d.risk.proposer.address = {};
  },
  "journey/FormSubmitted": (d, e) => {
    if (e.payload.mode === "edit") clearUnansweredForEdit(d);
  }
};

// reducers/proposal/index.ts
var joinAreas = (...tables) => Object.assign({}, ...tables);
var DETAIL_SETTERS = joinAreas(BIKE_DETAILS, PEOPLE_DETAILS, RIDERS_DETAILS, COVER_DETAILS, CHECKOUT_DETAILS);
var HANDLERS3 = {
  ...joinAreas(BIKE_HANDLERS, PEOPLE_HANDLERS, RIDERS_HANDLERS, COVER_HANDLERS, EXTRAS_HANDLERS, CHECKOUT_HANDLERS),
  "proposal/DetailAnswered": (d, e) => {
    const set2 = DETAIL_SETTERS[e.payload.field];
    set2(d, e.payload.value);
  }
};
var carried = (e) => e.payload.proposal;
var REPLACERS = {
  "proposal/ProposalCreated": carried,
  "proposal/ProposalUpdated": carried,
  "proposal/ProposalLoaded": carried,
  "quote/QuoteCalculated": carried,
  "quote/QuoteDeclined": carried,
  "quote/AddonsSent": carried,
  "quote/DeviceRiskChecked": carried,
  "quote/QuoteAccepted": carried,
  "quote/DirectDebitAccepted": (e) => e.payload.proposal ?? void 0
};
var startsNewQuote = (proposal, e) => e.payload.mode === "create" && e.payload.uuid === null && proposal.uuid != null;
var applyToProposal = (root, e) => {
  const replace = REPLACERS[e.type];
  if (replace !== void 0) {
    const next = replace(e);
    if (next !== void 0) root.proposal = castDraft(next);
    return;
  }
  const handle = HANDLERS3[e.type];
  if (handle !== void 0) handle(root.proposal, e);
};

// reducers/root.ts
var initialState = { proposal: initialProposal, journey: initialJourney, lookups: initialLookups };
var endsSession = (e) => e.type === "journey/RequestFailed" && e.payload.error.kind === "session-expired";
var copyJson = (value) => {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson);
  const out = {};
  for (const k in value) out[k] = copyJson(value[k]);
  return out;
};
var resetKeeping = (d, initial, keep) => {
  const fresh = copyJson(initial);
  for (const k of Object.keys(fresh)) if (k !== keep) d[k] = fresh[k];
};
var apply = (d, e) => {
  if (endsSession(e)) {
    d.proposal = castDraft(emptyProposal());
    resetKeeping(d.journey, initialJourney, "path");
    journeyReducer.apply(d.journey, e);
    resetKeeping(d.lookups, initialLookups, "lists");
    return;
  }
  if (e.type === "journey/FormOpened" && startsNewQuote(d.proposal, e)) {
    d.proposal = castDraft(emptyProposal());
    resetKeeping(d.lookups, initialLookups, "lists");
  } else {
    applyToProposal(d, e);
    lookupsReducer.apply(d.lookups, e);
  }
  journeyReducer.apply(d.journey, e);
};
var rootReducer = (state = initialState, e) => produce(state, (d) => apply(d, e));
var holdsObjects = (payload) => {
  for (const v of Object.values(payload)) if (typeof v === "object" && v !== null) return true;
  return false;
};
var ownCopy = (e) => holdsObjects(e.payload) ? { ...e, payload: copyJson(e.payload) } : e;
var replay = (events, from = initialState) => {
  const state = copyJson(from);
  for (let i = 0; i < events.length; i++) apply(state, ownCopy(events[i]));
  const kept = (k) => sameValue(state[k], from[k]) ? from[k] : state[k];
  const out = { proposal: kept("proposal"), journey: kept("journey"), lookups: kept("lookups") };
  if (out.proposal === from.proposal && out.journey === from.journey && out.lookups === from.lookups) return from;
  return freeze(out, true);
};
var sameValue = (a, b) => {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue(a[k], b[k])) return false;
  }
  return true;
};
export {
  initialState,
  replay,
  rootReducer,
  setAutoFreeze
};
