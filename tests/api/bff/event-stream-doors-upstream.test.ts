import { describeEventStreamDoors } from "./event-stream-doors";

describeEventStreamDoors("upstream");
